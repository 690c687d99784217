import { CATEGORIES, CUISINES } from '@forkful/domain';
import { translationProblems } from '../../testing/message-checks';
import en from './en';
import bn from './bn';

describe("the UI kit's messages", () => {
  it('has every English message in Bangla, with the same arguments', () => {
    expect(translationProblems(en, bn)).toEqual([]);
  });

  it('names every cuisine and category, in English as the value itself', () => {
    const terms = [...CUISINES.map((value) => [`cuisine.${value}`, value]), ...CATEGORIES.map((value) => [`category.${value}`, value])];
    for (const [key, value] of terms) expect([key, (en as Record<string, string>)[key]]).toEqual([key, value]);
  });
});
