import { translationProblems } from '@forkful/ui/src/testing/message-checks';
import en from './en';
import bn from './bn';

describe("the shell's messages", () => {
  it('has every English message in Bangla, with the same arguments, all valid ICU', () => {
    expect(translationProblems(en, bn)).toEqual([]);
  });
});
