import { PrivacyPage } from '../features/legal/components/privacy-page';

export default PrivacyPage;
