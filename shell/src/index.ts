import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { preloadCurrentRemote } from './features/remotes/early-remotes';
import { toasterDemandPlugin } from './features/layout/lib/toaster-demand';

// The Toaster loads when some container first asks for react-hot-toast: the shell's own (its sign-in forms) and every
// remote's, created later (the plugin is global), watched before anything loads.
const toasterDemand = toasterDemandPlugin();
registerPlugins([toasterDemand]);
registerGlobalPlugins([toasterDemand]);
// The current page's remote downloads while the shell's own chunks do.
preloadCurrentRemote();
// The async boundary lets Module Federation negotiate shared singletons before any of them is used.
import('./bootstrap');
