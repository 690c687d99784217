import { TermsPage } from '../features/legal/components/terms-page';

export default TermsPage;
