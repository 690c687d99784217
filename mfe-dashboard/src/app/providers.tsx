import { ComponentType, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@forkful/contracts';
import { createQueryClient } from '@forkful/contracts/query';

/*
 * The shell's query client, shared through the @forkful/contracts singleton, so a write here refreshes what the other
 * remotes show. A shell whose contracts predate `queryClient` leaves it undefined: this remote then keeps its own.
 */
const client = (queryClient as QueryClient | undefined) ?? createQueryClient();

/** What every exposed page renders inside: the query client (theme, router and session come from the host). */
export function AppProviders(props: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{props.children}</QueryClientProvider>;
}

/** An exposed module's default export: the page inside AppProviders. */
export function withAppProviders<P extends object>(Page: ComponentType<P>) {
  function Exposed(props: P) {
    return (
      <AppProviders>
        <Page {...props} />
      </AppProviders>
    );
  }
  Exposed.displayName = `WithAppProviders(${Page.displayName ?? Page.name})`;
  return Exposed;
}
