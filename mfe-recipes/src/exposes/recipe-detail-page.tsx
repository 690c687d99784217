import { withAppProviders } from '../app/providers';
import { RecipeDetailPage } from '../features/recipe-detail/components/recipe-detail-page';

export default withAppProviders(RecipeDetailPage);
