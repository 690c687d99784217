import { withRemoteProviders } from '@forkful/ui';
import { AboutPage } from '../features/about/components/about-page';

/** What the shell loads as `./AboutPage`: the page inside the providers every remote page needs. */
export default withRemoteProviders(AboutPage);
