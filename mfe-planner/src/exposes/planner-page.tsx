import { withRemoteProviders } from '@forkful/ui';
import { PlannerPage } from '../features/planner/components/planner-page';

/** What the shell loads as `./PlannerPage`: the page inside the providers every remote page needs. */
export default withRemoteProviders(PlannerPage);
