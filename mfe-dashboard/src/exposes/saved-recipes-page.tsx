import { withRemoteProviders } from '@forkful/ui';
import { SavedRecipesPage } from '../features/saved-recipes/components/saved-recipes-page';

/** mfe_dashboard/SavedRecipesPage: /dashboard/saved. */
export default withRemoteProviders(SavedRecipesPage);
