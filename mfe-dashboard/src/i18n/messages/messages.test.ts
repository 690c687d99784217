import { CATEGORIES, CUISINES, REPORT_REASONS } from '@forkful/domain';
import { translationProblems } from '@forkful/ui/src/testing/message-checks';
import en from './en';
import bn from './bn';

describe("the dashboard's messages", () => {
  it('has every English message in Bangla, with the same arguments, each parsing as ICU', () => {
    expect(translationProblems(en, bn)).toEqual([]);
  });

  it('names every cuisine, category and report reason the product lists', () => {
    const keys = [...CUISINES.map((c) => `cuisine.${c}`), ...CATEGORIES.map((c) => `category.${c}`), ...REPORT_REASONS.map((r) => `reportReason.${r}`)];
    expect(keys.filter((key) => !(key in en))).toEqual([]);
  });
});
