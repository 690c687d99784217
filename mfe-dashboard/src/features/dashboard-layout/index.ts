/** The dashboard's frame: its navigation, and the page column every dashboard screen renders in. */
export { DashboardLayout } from './components/dashboard-layout';
export { Page, PageHeader, PageLead, PageNotice, PageTitle } from './components/page';
