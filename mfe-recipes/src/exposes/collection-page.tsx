import { withRemoteProviders } from '@forkful/ui';
import { CollectionPage } from '../features/collections/components/collection-page';

/** mfe_recipes/CollectionPage: /collections/{id}, a public collection's page. */
export default withRemoteProviders(CollectionPage);
