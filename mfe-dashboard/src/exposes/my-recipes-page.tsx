import { withRemoteProviders } from '@forkful/ui';
import { MyRecipesPage } from '../features/my-recipes/components/my-recipes-page';
import { preloadDocumentMessages } from '../i18n/preload';

preloadDocumentMessages();

/** mfe_dashboard/MyRecipesPage: /my-recipes and /dashboard/my-recipes. */
export default withRemoteProviders(MyRecipesPage);
