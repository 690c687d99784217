import { withRemoteProviders } from '@forkful/ui';
import { PrivacyPage } from '../features/legal/components/privacy-page';

/** What the shell loads as `./PrivacyPage`: the page inside the providers every remote page needs. */
export default withRemoteProviders(PrivacyPage);
