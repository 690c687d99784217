import { apiErrorMessages, uiMessages, withRemoteProviders } from '@forkful/ui';
import { appMessages } from '../i18n';
import { ShoppingListPage } from '../features/shopping-list/components/shopping-list-page';

// The words of the document's language start loading with the module (a Bangla page does not wait for them later).
void appMessages.preloadDocumentLanguage();
void uiMessages.preloadDocumentLanguage();
void apiErrorMessages.preloadDocumentLanguage();

/** What the shell loads as `./ShoppingListPage` (/shopping-list): the page inside the providers every remote page needs. */
export default withRemoteProviders(ShoppingListPage);
