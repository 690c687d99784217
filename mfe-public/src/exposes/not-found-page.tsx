import { withRemoteProviders } from '@forkful/ui';
import { NotFoundPage } from '../features/not-found/components/not-found-page';

/** What the shell loads as `./NotFoundPage`: the page inside the providers every remote page needs. */
export default withRemoteProviders(NotFoundPage);
