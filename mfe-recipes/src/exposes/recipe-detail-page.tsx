import { withRemoteProviders } from '@forkful/ui';
import { RecipeDetailPage } from '../features/recipe-detail/components/recipe-detail-page';

export default withRemoteProviders(RecipeDetailPage);
