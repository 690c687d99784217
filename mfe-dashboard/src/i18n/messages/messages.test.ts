import { REPORT_REASONS } from '@forkful/domain';
import { translationProblems } from '@forkful/ui/src/testing/message-checks';
import en from './en';
import bn from './bn';

describe("the dashboard's messages", () => {
  it('has every English message in Bangla, with the same arguments, each parsing as ICU', () => {
    expect(translationProblems(en, bn)).toEqual([]);
  });

  // Cuisines and categories are the UI kit's words (its messages test names every one).
  it('names every report reason the product lists', () => {
    const keys = REPORT_REASONS.map((r) => `reportReason.${r}`);
    expect(keys.filter((key) => !(key in en))).toEqual([]);
  });
});
