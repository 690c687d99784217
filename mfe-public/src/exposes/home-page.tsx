import { withRemoteProviders } from '@forkful/ui';
import { HomePage } from '../features/home/components/home-page';

/** What the shell loads as `./HomePage`: the page inside the providers every remote page needs. */
export default withRemoteProviders(HomePage);
