import { CATEGORIES, CUISINES, REPORT_REASON_LABELS, REPORT_REASONS } from '@forkful/domain';
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

  it("names every report reason the product lists, in English as the domain's label", () => {
    for (const reason of REPORT_REASONS) {
      expect([reason, (en as Record<string, string>)[`reportReason.${reason}`]]).toEqual([reason, REPORT_REASON_LABELS[reason]]);
    }
  });
});
