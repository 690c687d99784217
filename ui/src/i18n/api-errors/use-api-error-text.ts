import { useCallback } from 'react';
import { apiErrorCode, apiErrorMessage, apiErrorStatus, isOfflineError, useLocale } from '@forkful/runtime';
import { createMessages } from '../create-messages';
import en from './en';

export const apiErrorMessages = createMessages(en, { bn: () => import(/* webpackChunkName: "api-error-messages-bn" */ './bn') });

const isKnownCode = (code: string | undefined): code is keyof typeof en => code !== undefined && Object.prototype.hasOwnProperty.call(en, code);

/**
 * Turns an API refusal into text in the page's language by its code, never by its English wording: a known code
 * has its message; offline says so; otherwise English shows the API's own message and other languages a general one.
 */
export function useApiErrorText(): (error: unknown) => string {
  const t = apiErrorMessages.useT();
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      if (isOfflineError(error)) return t('offline');
      const code = apiErrorCode(error);
      if (isKnownCode(code)) return t(code);
      if (locale === 'en') return apiErrorMessage(error);
      return t('generic', { status: apiErrorStatus(error) ?? 0 });
    },
    [t, locale],
  );
}
