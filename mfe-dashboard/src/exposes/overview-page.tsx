import { withRemoteProviders } from '@forkful/ui';
import { OverviewPage } from '../features/overview/components/overview-page';
import { preloadDocumentMessages } from '../i18n/preload';

preloadDocumentMessages();

/** mfe_dashboard/OverviewPage: the /dashboard index (the four overview cards). */
export default withRemoteProviders(OverviewPage);
