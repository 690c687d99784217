import { withRemoteProviders } from '@forkful/ui';
import { AddToPlanAction } from '../features/add-to-plan/components/add-to-plan-action';
import { appMessages } from '../i18n';

// The button's words in the document's language start loading with the module; the UI kit's and the API refusals'
// (the dialog's) load with the dialog, so a recipe page in Bangla pays only for the planner's own.
void appMessages.preloadDocumentLanguage();

/**
 * What a recipe page's `recipe-actions` slot loads as `./AddToPlanAction` (declared under `extensions` in routes.json):
 * the action inside the providers every remote component needs. Its props are the slot's, ExtensionSlotProps.
 */
export default withRemoteProviders(AddToPlanAction);
