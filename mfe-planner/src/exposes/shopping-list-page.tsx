import { withRemoteProviders } from '@forkful/ui';
import { ShoppingListPage } from '../features/shopping-list/components/shopping-list-page';

/** What the shell loads as `./ShoppingListPage` (/shopping-list): the page inside the providers every remote page needs. */
export default withRemoteProviders(ShoppingListPage);
