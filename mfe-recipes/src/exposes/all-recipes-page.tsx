import { withRemoteProviders } from '@forkful/ui';
import { AllRecipesPage } from '../features/all-recipes/components/all-recipes-page';

export default withRemoteProviders(AllRecipesPage);
