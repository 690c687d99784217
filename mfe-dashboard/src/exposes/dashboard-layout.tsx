import { withAppProviders } from '../app/providers';
import { DashboardLayout } from '../features/dashboard-layout/components/dashboard-layout';

/** mfe_dashboard/DashboardLayout: the /dashboard frame (navigation above the child route). */
export default withAppProviders(DashboardLayout);
