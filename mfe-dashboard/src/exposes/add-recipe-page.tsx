import { withRemoteProviders } from '@forkful/ui';
import { AddRecipePage } from '../features/add-recipe/components/add-recipe-page';
import { preloadDocumentMessages } from '../i18n/preload';

preloadDocumentMessages();

/** mfe_dashboard/AddRecipePage: /add-recipe and /dashboard/add-recipe. */
export default withRemoteProviders(AddRecipePage);
