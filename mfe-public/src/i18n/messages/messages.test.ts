import { translationProblems } from '@forkful/ui/src/testing/message-checks';
import en from './en';
import bn from './bn';

describe("mfe-public's messages", () => {
  it('has every English message in Bangla, with the same arguments', () => {
    expect(translationProblems(en, bn)).toEqual([]);
  });

  it('marks the same linked and bold parts in Bangla as in English', () => {
    const marks = (message: string) => [...message.matchAll(/\]\(([a-z]+)\)/g)].map((match) => match[1]).sort();
    const differing = Object.keys(en).filter((key) => marks(en[key as keyof typeof en]).join() !== marks(bn[key as keyof typeof bn]).join());
    expect(differing).toEqual([]);
  });
});
