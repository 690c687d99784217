import { apiErrorMessages, uiMessages } from '@forkful/ui';
import { appMessages } from '../i18n';

/** Loads this remote's, the UI kit's and the API refusals' Bangla messages, so a tree rendered in Bangla does not suspend. */
export async function preloadBangla(): Promise<void> {
  await Promise.all([appMessages.preload('bn'), uiMessages.preload('bn'), apiErrorMessages.preload('bn')]);
}

/** The app's Bangla text for a key (after `preloadBangla`), so a test names what it expects without repeating it. */
export const bn = (...args: Parameters<ReturnType<typeof appMessages.translate>>) => appMessages.translate('bn')(...args);
