import { apiErrorMessages, uiMessages, withRemoteProviders } from '@forkful/ui';
import { appMessages } from '../i18n';
import { CookPage } from '../features/cook-page/components/cook-page';

// The page's words in the document's language start loading with the module, not when it first renders.
void appMessages.preloadDocumentLanguage();
void uiMessages.preloadDocumentLanguage();
void apiErrorMessages.preloadDocumentLanguage();

/** mfe_recipes/CookPage: /cooks/{uid}, a cook's public page. */
export default withRemoteProviders(CookPage);
