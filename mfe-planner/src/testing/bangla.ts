import { apiErrorMessages, uiMessages } from '@forkful/ui';
import { appMessages } from '../i18n';

/** Loads every Bangla message a planner screen shows (its own, the UI kit's, the API refusals'), as the shell would. */
export async function preloadBangla(): Promise<void> {
  await Promise.all([appMessages.preload('bn'), uiMessages.preload('bn'), apiErrorMessages.preload('bn')]);
}
