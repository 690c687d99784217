import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * The one query client of the page. It lives in the shared `@forkful/runtime` singleton, so every remote gets the
 * shell's: identical requests are deduplicated, and a write in one remote refreshes what another shows.
 */
export const queryClient: QueryClient = createQueryClient();
