import { useMemo, type ReactNode } from 'react';
import { ExtensionsContext, type ExtensionContribution, type ExtensionContributions } from '@forkful/runtime';
import { extensionModulesBySlot, type RegistryRemote } from '@forkful/topology';
import { liveNavigation } from './live-navigation';
import { remoteNameOf, type RemoteLoader, type RemoteModuleId } from './remote-loader';
import { useRemoteLoader } from './remote-loader-context';

/**
 * One contribution, loaded through the shell's remote loader (its timeout and checks) once for the page's lifetime:
 * every slot that shows it shares the load. A failed load is forgotten (the loader too, as Retry does for a page), so
 * the next slot mounted tries again; as with a page, whether it loads decides whether its remote's navigation shows.
 */
function contribution(loader: RemoteLoader, id: RemoteModuleId): ExtensionContribution {
  let loading: ReturnType<RemoteLoader['load']> | undefined;
  const load = () => {
    loading ??= loader.load(id).then(
      (Component) => {
        liveNavigation.reachable(remoteNameOf(id));
        return Component;
      },
      (error: unknown) => {
        loading = undefined;
        loader.reset(id);
        liveNavigation.unreachable(remoteNameOf(id));
        throw error;
      },
    );
    return loading;
  };
  return { id, load };
}

/** Each slot's contributions from the mounted remotes' route modules (`routes.extensions`), in their order. */
export function extensionContributions(remotes: readonly Pick<RegistryRemote, 'name' | 'routes'>[], loader: RemoteLoader): ExtensionContributions {
  const bySlot = extensionModulesBySlot(remotes);
  return Object.fromEntries(Object.entries(bySlot).map(([slot, ids]) => [slot, ids.map((id) => contribution(loader, id))]));
}

/**
 * Gives every page the live remotes' contributions to extension slots (`<ExtensionSlot>` in @forkful/ui renders them):
 * a remote fills another's page without either importing the other. The same tree on the server, where slots render
 * nothing, so nothing is loaded there.
 */
export function ExtensionsProvider({ remotes, children }: { remotes: readonly Pick<RegistryRemote, 'name' | 'routes'>[]; children: ReactNode }) {
  const loader = useRemoteLoader();
  const contributions = useMemo(() => extensionContributions(remotes, loader), [remotes, loader]);
  return <ExtensionsContext.Provider value={contributions}>{children}</ExtensionsContext.Provider>;
}
