import { uiMessages, withRemoteProviders } from '@forkful/ui';
import { TermsPage } from '../features/legal/components/terms-page';
import { appMessages, legalMessages } from '../i18n';

// Loading starts with the module, so a Bangla page does not wait for its text after the code.
void appMessages.preloadDocumentLanguage();
void uiMessages.preloadDocumentLanguage();
void legalMessages.preloadDocumentLanguage();

/** What the shell loads as `./TermsPage`: the page inside the providers every remote page needs. */
export default withRemoteProviders(TermsPage);
