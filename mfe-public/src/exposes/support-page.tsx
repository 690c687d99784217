import { withRemoteProviders } from '@forkful/ui';
import { SupportPage } from '../features/support/components/support-page';

/** What the shell loads as `./SupportPage`: the page inside the providers every remote page needs. */
export default withRemoteProviders(SupportPage);
