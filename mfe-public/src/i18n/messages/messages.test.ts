import { translationProblems } from '@forkful/ui/src/testing/message-checks';
import en from './en';
import bn from './bn';
import legalEn from './en-legal';
import legalBn from './bn-legal';

/** The names of the marked parts (`[text](name)`) of a message: a translation links and bolds the same ones. */
const marks = (message: string) => [...message.matchAll(/\]\(([a-z]+)\)/g)].map((match) => match[1]).sort().join();

describe.each([
  ['the pages', en, bn],
  ['the Terms and Privacy pages', legalEn, legalBn],
] as [string, Record<string, string>, Record<string, string>][])("mfe-public's messages of %s", (_, english, bangla) => {
  it('has every English message in Bangla, with the same arguments', () => {
    expect(translationProblems(english, bangla)).toEqual([]);
  });

  it('marks the same linked and bold parts in Bangla as in English', () => {
    expect(Object.keys(english).filter((key) => marks(english[key]) !== marks(bangla[key] ?? ''))).toEqual([]);
  });
});

it('keeps the two sets of keys apart (a key in both would show only one of them)', () => {
  expect(Object.keys(legalEn).filter((key) => key in en)).toEqual([]);
});
