import { withRemoteProviders } from '@forkful/ui';
import { ModerationPage } from '../features/moderation/components/moderation-page';
import { preloadDocumentMessages } from '../i18n/preload';

preloadDocumentMessages();

/** mfe_dashboard/ModerationPage: /dashboard/moderation (moderators; the API refuses anyone else). */
export default withRemoteProviders(ModerationPage);
