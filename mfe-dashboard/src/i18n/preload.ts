import { apiErrorMessages, uiMessages } from '@forkful/ui';
import { appMessages } from '.';

/**
 * Starts loading the messages of the document's language (the shell's `<html lang>`): the dashboard's, the UI kit's
 * and the API refusals'. Each exposed module calls it as it loads, so a Bangla page does not wait for them on its
 * first render.
 */
export function preloadDocumentMessages(): void {
  void appMessages.preloadDocumentLanguage();
  void uiMessages.preloadDocumentLanguage();
  void apiErrorMessages.preloadDocumentLanguage();
}
