import { preloadCurrentRemote } from './features/remotes/early-remotes';

// The current page's remote downloads while the shell's own chunks do.
preloadCurrentRemote();
// The async boundary lets Module Federation negotiate shared singletons before any of them is used.
import('./bootstrap');
