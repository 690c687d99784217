import { withRemoteProviders } from '@forkful/ui';
import { TermsPage } from '../features/legal/components/terms-page';

/** What the shell loads as `./TermsPage`: the page inside the providers every remote page needs. */
export default withRemoteProviders(TermsPage);
