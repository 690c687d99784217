import { translationProblems } from '@forkful/ui/src/testing/message-checks';
import bn from './bn';
import en from './en';

describe("mfe-recipes' messages", () => {
  it('has every English message in Bangla, with the same ICU arguments, each parsing', () => {
    expect(translationProblems(en, bn)).toEqual([]);
  });
});
