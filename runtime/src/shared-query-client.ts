import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * The one query client of the page. It lives in the shared `@forkful/contracts` singleton, so every remote gets the
 * shell's. A remote running on an older shell, whose contracts predate this export, sees `undefined` here and uses
 * its own `createQueryClient()` (see each remote's app providers).
 */
export const queryClient: QueryClient = createQueryClient();
