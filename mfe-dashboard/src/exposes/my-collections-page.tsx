import { withRemoteProviders } from '@forkful/ui';
import { MyCollectionsPage } from '../features/collections/components/my-collections-page';
import { preloadDocumentMessages } from '../i18n/preload';

preloadDocumentMessages();

/** mfe_dashboard/MyCollectionsPage: /dashboard/collections. */
export default withRemoteProviders(MyCollectionsPage);
