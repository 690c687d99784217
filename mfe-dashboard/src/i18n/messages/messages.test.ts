import { translationProblems } from '@forkful/ui/src/testing/message-checks';
import en from './en';
import bn from './bn';

describe("the dashboard's messages", () => {
  it('has every English message in Bangla, with the same arguments, each parsing as ICU', () => {
    expect(translationProblems(en, bn)).toEqual([]);
  });

  // Cuisines, categories and report reasons are the UI kit's words (its messages test names every one).
});
