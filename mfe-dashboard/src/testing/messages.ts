import type { Locale } from '@forkful/domain';
import { apiErrorMessages, uiMessages } from '@forkful/ui';
import { appMessages } from '../i18n';

/** Loads a language's messages (the dashboard's, the kit's, the API refusals'), so a page renders in it at once. */
export async function preloadMessages(locale: Locale): Promise<void> {
  await Promise.all([appMessages.preload(locale), uiMessages.preload(locale), apiErrorMessages.preload(locale)]);
}

/** A request that failed because the browser is offline: no answer, and `navigator.onLine` false until `restore()`. */
export function goOffline() {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  return { restore: () => onLine.mockRestore() };
}
