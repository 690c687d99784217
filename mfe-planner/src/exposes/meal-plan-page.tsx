import { apiErrorMessages, uiMessages, withRemoteProviders } from '@forkful/ui';
import { appMessages } from '../i18n';
import { MealPlanPage } from '../features/meal-plan/components/meal-plan-page';

// The words of the document's language start loading with the module (a Bangla page does not wait for them later).
void appMessages.preloadDocumentLanguage();
void uiMessages.preloadDocumentLanguage();
void apiErrorMessages.preloadDocumentLanguage();

/** What the shell loads as `./MealPlanPage` (/plan): the page inside the providers every remote page needs. */
export default withRemoteProviders(MealPlanPage);
