import { MyRecipesPage } from '../features/my-recipes/components/my-recipes-page';

export default MyRecipesPage;
