import { RecipeDetailPage } from '../features/recipe-detail/components/recipe-detail-page';

export default RecipeDetailPage;
