import { uiMessages, withRemoteProviders } from '@forkful/ui';
import { HomePage } from '../features/home/components/home-page';
import { appMessages } from '../i18n';

// Loading starts with the module, so a Bangla page does not wait for its text after the code.
void appMessages.preloadDocumentLanguage();
void uiMessages.preloadDocumentLanguage();

/** What the shell loads as `./HomePage`: the page inside the providers every remote page needs. */
export default withRemoteProviders(HomePage);
