import { withRemoteProviders } from '@forkful/ui';
import { MealPlanPage } from '../features/meal-plan/components/meal-plan-page';

/** What the shell loads as `./MealPlanPage` (/plan): the page inside the providers every remote page needs. */
export default withRemoteProviders(MealPlanPage);
