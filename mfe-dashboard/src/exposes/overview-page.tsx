import { OverviewPage } from '../features/overview/components/overview-page';

export default OverviewPage;
