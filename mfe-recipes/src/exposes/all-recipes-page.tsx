import { AllRecipesPage } from '../features/all-recipes/components/all-recipes-page';

export default AllRecipesPage;
