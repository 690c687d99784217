import { translationProblems } from '@forkful/ui/src/testing/message-checks';
import en from './en';
import bn from './bn';

describe("the planner's messages", () => {
  it('has every English message in Bangla, with the same arguments', () => {
    expect(translationProblems(en, bn)).toEqual([]);
  });
});
