import { withRemoteProviders } from '@forkful/ui';
import { MyCollectionsPage } from '../features/collections/components/my-collections-page';

/** mfe_dashboard/MyCollectionsPage: /dashboard/collections. */
export default withRemoteProviders(MyCollectionsPage);
