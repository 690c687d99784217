import { withRemoteProviders } from '@forkful/ui';
import { CookPage } from '../features/cook-page/components/cook-page';

/** mfe_recipes/CookPage: /cooks/{uid}, a cook's public page. */
export default withRemoteProviders(CookPage);
