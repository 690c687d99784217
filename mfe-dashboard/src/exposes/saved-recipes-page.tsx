import { withRemoteProviders } from '@forkful/ui';
import { SavedRecipesPage } from '../features/saved-recipes/components/saved-recipes-page';
import { preloadDocumentMessages } from '../i18n/preload';

preloadDocumentMessages();

/** mfe_dashboard/SavedRecipesPage: /dashboard/saved. */
export default withRemoteProviders(SavedRecipesPage);
