import { useSession } from '@forkful/runtime';

/** The signed-in cook's account id ('' while there is none: the queries keyed by it wait). */
export function useAccountId(): string {
  return useSession((session) => session.user?.uid ?? '');
}
