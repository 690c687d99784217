import { withAppProviders } from '../app/providers';
import { AllRecipesPage } from '../features/all-recipes/components/all-recipes-page';

export default withAppProviders(AllRecipesPage);
