import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as sharedQueryClient } from '@forkful/contracts';
import { createQueryClient } from '@forkful/contracts/query';

let ownClient: QueryClient | undefined;

/**
 * The shell's query client, shared through the `@forkful/contracts` singleton, so a like here refreshes what other
 * remotes show. A shell whose contracts predate the shared client gives `undefined`: then this remote keeps its own.
 */
function pageQueryClient(): QueryClient {
  return sharedQueryClient ?? (ownClient ??= createQueryClient());
}

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}

/** An exposed page: the feature's page inside the providers it needs, whichever host renders it. */
export function withAppProviders(Page: ComponentType) {
  function ExposedPage() {
    return (
      <AppProviders>
        <Page />
      </AppProviders>
    );
  }
  ExposedPage.displayName = `WithAppProviders(${Page.displayName ?? Page.name})`;
  return ExposedPage;
}
