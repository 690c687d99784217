import { withRemoteProviders } from '@forkful/ui';
import { MyRecipesPage } from '../features/my-recipes/components/my-recipes-page';

/** mfe_dashboard/MyRecipesPage: /my-recipes and /dashboard/my-recipes. */
export default withRemoteProviders(MyRecipesPage);
