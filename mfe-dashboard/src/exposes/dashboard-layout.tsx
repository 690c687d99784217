import { DashboardLayout } from '../features/dashboard-layout/components/dashboard-layout';

export default DashboardLayout;
