import { useContext, type ComponentType, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import * as contracts from '@forkful/contracts';
import { createQueryClient } from '@forkful/contracts/query';

let ownClient: QueryClient | undefined;

/**
 * The page's one query client: the shell's, from the shared `@forkful/contracts` singleton. A shell whose contracts
 * predate that export gives `undefined`; then this app makes its own client once (the same configuration, from the
 * bundled `@forkful/contracts/query`), shared by all of its pages.
 */
export function remoteQueryClient(): QueryClient {
  // A namespace read, so an export the live shell lacks is `undefined` at run time instead of a bundling error.
  const shared = (contracts as { queryClient?: QueryClient }).queryClient;
  return shared ?? (ownClient ??= createQueryClient());
}

/**
 * What every exposed remote page renders inside: today the query client; additions go here, in one place. A client
 * provided around the page wins: the shell's server gives each request its own (never the process-wide one).
 */
export function RemoteProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const outer = useContext(QueryClientContext);
  if (outer && !client) return <>{children}</>;
  return <QueryClientProvider client={client ?? remoteQueryClient()}>{children}</QueryClientProvider>;
}

/** Wraps a page for `exposes/`: the shell renders the result without knowing what the page needs. */
export function withRemoteProviders<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function RemotePage(props: P) {
    return (
      <RemoteProviders>
        <Page {...props} />
      </RemoteProviders>
    );
  }
  RemotePage.displayName = `withRemoteProviders(${Page.displayName ?? Page.name ?? 'Page'})`;
  return RemotePage;
}
