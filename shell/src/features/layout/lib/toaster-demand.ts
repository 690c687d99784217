import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Whether the page needs its Toaster yet. react-hot-toast is a shared singleton, and the Toaster (with the library,
 * ~4 KB brotli) is loaded only once some code that can call toast() asks for the library: the shell's sign-in forms,
 * a remote's page that toasts (a recipe's Like), never a page that cannot show one (the home page). Each asks through
 * the federation runtime's loadShare, which this plugin watches in every container (the shell's and, registered
 * globally, each remote's). A toast raised before the Toaster has mounted waits in react-hot-toast's store and shows
 * when it mounts. Plain code: index.ts installs it before the async boundary.
 */
export const TOAST_PACKAGE = 'react-hot-toast';

let wanted = false;
const listeners = new Set<() => void>();

export function toasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** From now on the page renders its Toaster. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of [...listeners]) listener();
}

/** The federation runtime plugin that calls wantToaster() when any container starts loading react-hot-toast. */
export function toasterDemandPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'forkful-toaster-demand',
    beforeLoadShare(args) {
      if (args.pkgName === TOAST_PACKAGE) wantToaster();
      return args;
    },
  };
}

/** Tests only: back to a page that has not asked for the Toaster. */
export function resetToasterDemand(): void {
  wanted = false;
  listeners.clear();
}
