import { useQuery } from '@tanstack/react-query';
import { api } from '@forkful/runtime/api';
import { useAccountId } from '../../../hooks/use-account-id';
import { planQueryKeys } from '../../../lib/plan-query-keys';

/** GET /shopping-list: the cook's list as the server keeps it (the same on every device), cached per account. */
export function useShoppingList() {
  const uid = useAccountId();
  return useQuery({
    queryKey: planQueryKeys.shoppingList(uid),
    queryFn: () => api.shoppingList.get(),
    enabled: Boolean(uid),
  });
}
