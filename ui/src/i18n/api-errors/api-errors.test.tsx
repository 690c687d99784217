import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { API_ERROR_CODES, API_REFUSALS, API_STATUS_ERROR_CODES, IMPORT_MESSAGES, type Locale } from '@forkful/domain';
import { LocaleContext } from '@forkful/runtime';
import { translationProblems } from '../../testing/message-checks';
import en from './en';
import bn from './bn';
import { apiErrorMessages, refusalValues, useApiErrorText } from './use-api-error-text';

/** An API refusal as axios reports it, with the API's error body and its code. */
function refusal(status: number, message: string | string[], code: string): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers }, undefined, {
    status, statusText: '', headers, config: { headers }, data: { statusCode: status, message, error: '', code },
  });
}

function errorTextIn(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
  return renderHook(() => useApiErrorText(), { wrapper }).result.current;
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
/** The numbers a message writes, in either language's digits. */
const numbersIn = (text: string) =>
  [...text.replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit))).matchAll(/\d+/g)].map((match) => match[0]).sort();

describe("the API's refusals in the UI", () => {
  it('has a message in English and Bangla for every code the API gives, offline and a general one, and no other', () => {
    const codes = [...Object.keys(API_ERROR_CODES), ...API_STATUS_ERROR_CODES, 'offline', 'generic'].sort();
    expect(Object.keys(en).sort()).toEqual(codes);
    expect(translationProblems(en, bn)).toEqual([]);
  });

  it("words each refusal as the API does: its message, or its wording with values read back from the API's", () => {
    for (const [code, message] of Object.entries(API_ERROR_CODES)) {
      const wording = en[code as keyof typeof API_ERROR_CODES];
      if (typeof message === 'string') {
        expect({ code, wording }).toEqual({ code, wording: message });
        continue;
      }
      const sent = (message as (...values: number[]) => string)(502, 48, 9);
      const values = refusalValues(wording, sent);
      expect({ code, values: values && Object.values(values) }).toEqual({ code, values: expect.arrayContaining([expect.anything()]) });
      expect(apiErrorMessages.translate('en')(code as keyof typeof en, values)).toBe(sent);
    }
  });

  it('writes the same numbers in Bangla as in English (the limits the refusals name)', () => {
    const differ = Object.keys(en).filter((key) => numbersIn(en[key as keyof typeof en]).join() !== numbersIn(bn[key as keyof typeof en]).join());
    expect(differ).toEqual([]);
  });

  describe('useApiErrorText', () => {
    beforeAll(() => apiErrorMessages.preload('bn'));

    it("shows the API's own message in English, detail and all", () => {
      const text = errorTextIn('en');
      expect(text(refusal(403, API_ERROR_CODES['recipe.like-own'], 'recipe.like-own'))).toBe('You cannot like your own recipe');
      expect(text(refusal(400, ['title must be a string'], 'validation'))).toBe('title must be a string');
      expect(text(refusal(404, 'Review not found: "x" is not a valid review id', 'review.not-found'))).toBe('Review not found: "x" is not a valid review id');
    });

    it('words a refusal in Bangla by its code, with its values in Bangla digits', () => {
      const text = errorTextIn('bn');
      expect(text(refusal(403, API_ERROR_CODES['recipe.like-own'], 'recipe.like-own'))).toBe('আপনি নিজের রেসিপিতে লাইক দিতে পারবেন না');
      expect(text(refusal(400, ['title must be a string'], 'validation'))).toBe('পাঠানো তথ্যের কিছু অংশ সঠিক নয়');
      expect(text(refusal(422, IMPORT_MESSAGES.upstreamError(502), 'import.upstream-error'))).toBe('পেজটি একটি ত্রুটি দিয়েছে (HTTP ৫০২)');
      expect(text(refusal(400, API_REFUSALS.buildTooLarge(510, 500, 10), 'shopping-list.build-too-large'))).toContain('এটিতে ৫১০টি হতো (পরিকল্পনা থেকে ৫০০টি, আপনার নিজের ১০টি)');
    });

    it('falls back to a general Bangla message for a code it does not know or a message not worded as its code', () => {
      const text = errorTextIn('bn');
      expect(text(refusal(418, 'I am a teapot', 'http.418'))).toBe('কিছু একটা ভুল হয়েছে (ত্রুটি ৪১৮)। অনুগ্রহ করে আবার চেষ্টা করুন।');
      expect(text(refusal(422, 'Something else entirely', 'import.upstream-error'))).toBe('কিছু একটা ভুল হয়েছে (ত্রুটি ৪২২)। অনুগ্রহ করে আবার চেষ্টা করুন।');
    });
  });
});
