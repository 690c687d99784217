import { useContext, type ComponentType, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '@forkful/runtime';

/** The page's one query client: the shell's, from the shared `@forkful/runtime` singleton. */
export function remoteQueryClient(): QueryClient {
  return queryClient;
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
