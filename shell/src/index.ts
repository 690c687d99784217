import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { preloadCurrentRemote } from './features/remotes/early-remotes';
// Provides the frozen `@forkful/contracts` to remotes built before the split (see the file).
import './features/remotes/legacy-contracts';
import { toasterDemandPlugin } from './features/layout/lib/toaster-demand';
import { yieldToMain } from './app/yield-to-main';

// The Toaster loads when some container first asks for react-hot-toast: the shell's own (its sign-in forms) and every
// remote's, created later (the plugin is global), watched before anything loads.
const toasterDemand = toasterDemandPlugin();
registerPlugins([toasterDemand]);
registerGlobalPlugins([toasterDemand]);
// The current page's remote downloads while the shell's own chunks do.
preloadCurrentRemote();
// The async boundary lets Module Federation negotiate shared singletons before any of them is used. The shared
// modules the start-up needs are asked for and run one at a time, each in its own task (negotiating a shared module
// and running it both take the main thread; styled-components takes in the server's style sheet as it runs), before
// the shell's own code: no task holds the main thread for all of them at once. The page is the server's meanwhile.
const SHARED_AT_START = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('styled-components'),
  () => import('@tanstack/react-query'),
  () => import('@forkful/runtime'),
];

void (async () => {
  for (const load of SHARED_AT_START) {
    await yieldToMain();
    await load();
  }
  await yieldToMain();
  await import('./bootstrap');
})();
