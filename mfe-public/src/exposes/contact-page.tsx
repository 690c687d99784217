import { withRemoteProviders } from '@forkful/ui';
import { ContactPage } from '../features/contact/components/contact-page';

/** What the shell loads as `./ContactPage`: the page inside the providers every remote page needs. */
export default withRemoteProviders(ContactPage);
