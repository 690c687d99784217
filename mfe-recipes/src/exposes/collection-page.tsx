import { apiErrorMessages, uiMessages, withRemoteProviders } from '@forkful/ui';
import { appMessages } from '../i18n';
import { CollectionPage } from '../features/collections/components/collection-page';

// The page's words in the document's language start loading with the module, not when it first renders.
void appMessages.preloadDocumentLanguage();
void uiMessages.preloadDocumentLanguage();
void apiErrorMessages.preloadDocumentLanguage();

/** mfe_recipes/CollectionPage: /collections/{id}, a public collection's page. */
export default withRemoteProviders(CollectionPage);
