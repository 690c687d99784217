import { withRemoteProviders } from '@forkful/ui';
import { DashboardLayout } from '../features/dashboard-layout';
import { preloadDocumentMessages } from '../i18n/preload';

preloadDocumentMessages();

/** mfe_dashboard/DashboardLayout: the /dashboard frame (navigation above the child route). */
export default withRemoteProviders(DashboardLayout);
