import { withRemoteProviders } from '@forkful/ui';
import { OverviewPage } from '../features/overview/components/overview-page';

/** mfe_dashboard/OverviewPage: the /dashboard index (the four overview cards). */
export default withRemoteProviders(OverviewPage);
