import { withRemoteProviders } from '@forkful/ui';
import { AddToPlanAction } from '../features/add-to-plan/components/add-to-plan-action';

/**
 * What a recipe page's `recipe-actions` slot loads as `./AddToPlanAction` (declared under `extensions` in routes.json):
 * the action inside the providers every remote component needs. Its props are the slot's, ExtensionSlotProps.
 */
export default withRemoteProviders(AddToPlanAction);
