import { apiErrorMessages, uiMessages, withRemoteProviders } from '@forkful/ui';
import { appMessages } from '../i18n';
import { RecipeDetailPage } from '../features/recipe-detail/components/recipe-detail-page';

// The page's words in the document's language start loading with the module, not when it first renders.
void appMessages.preloadDocumentLanguage();
void uiMessages.preloadDocumentLanguage();
void apiErrorMessages.preloadDocumentLanguage();

export default withRemoteProviders(RecipeDetailPage);
