import { translationProblems } from '../../testing/message-checks';
import en from './en';
import bn from './bn';

describe("the UI kit's messages", () => {
  it('has every English message in Bangla, with the same arguments', () => {
    expect(translationProblems(en, bn)).toEqual([]);
  });
});
