import { useCallback } from 'react';
import { apiErrorCode, apiErrorMessage, apiErrorStatus, isOfflineError, useLocale } from '@forkful/runtime';
import { createMessages, type MessageValues } from '../create-messages';
import en from './en';

export const apiErrorMessages = createMessages(en, { bn: () => import(/* webpackChunkName: "api-error-messages-bn" */ './bn') });

type ApiErrorKey = keyof typeof en;

const isKnownCode = (code: string | undefined): code is ApiErrorKey => code !== undefined && Object.prototype.hasOwnProperty.call(en, code);

const ARGUMENT = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The values of a refusal worded with some (`That page answered with an error (HTTP 502)`), read from the API's
 * message by the English wording of its code (`... (HTTP {status})`): `{}` for a fixed wording, undefined when the
 * message is not worded so. Numbers come back as numbers, so the language writes them in its digits.
 */
export function refusalValues(wording: string, message: string): MessageValues | undefined {
  const names = [...wording.matchAll(ARGUMENT)].map((match) => match[1]);
  if (names.length === 0) return {};
  const pattern = new RegExp(`^${wording.split(ARGUMENT).map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part))).join('')}$`, 's');
  const found = pattern.exec(message);
  if (!found) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, /^\d+$/.test(found[i + 1]) ? Number(found[i + 1]) : found[i + 1]]));
}

/**
 * Turns an API refusal into text in the page's language by its code, never by its English wording: in English, the
 * API's own message (the code's wording, with its detail); in another language, the code's message (its values read
 * back from the API's); offline says so; an unknown code gets a general message with the status.
 */
export function useApiErrorText(): (error: unknown) => string {
  const t = apiErrorMessages.useT();
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      if (isOfflineError(error)) return t('offline');
      if (locale === 'en') return apiErrorMessage(error);
      const code = apiErrorCode(error);
      const values = isKnownCode(code) ? refusalValues(en[code], apiErrorMessage(error)) : undefined;
      if (isKnownCode(code) && values) return t(code, values);
      return t('generic', { status: apiErrorStatus(error) ?? 0 });
    },
    [t, locale],
  );
}
