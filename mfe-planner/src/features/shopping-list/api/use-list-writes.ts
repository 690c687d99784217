import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ShoppingItem, ShoppingList, ShoppingListRange } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { useApiErrorText, type Translate } from '@forkful/ui';
import { useAccountId } from '../../../hooks/use-account-id';
import { useT, type PlannerKey } from '../../../i18n';
import { planQueryKeys } from '../../../lib/plan-query-keys';
import { useItemText } from '../hooks/use-item-text';

/** The list's cache entry and a way to change it: each write puts the server's answer there (no second request). */
function useListCache() {
  const uid = useAccountId();
  const queryClient = useQueryClient();
  const key = planQueryKeys.shoppingList(uid);
  return {
    queryClient,
    key,
    update: (change: (list: ShoppingList) => ShoppingList) => queryClient.setQueryData<ShoppingList>(key, (list) => list && change(list)),
  };
}

const withItems = (list: ShoppingList, change: (items: ShoppingItem[]) => ShoppingItem[]): ShoppingList => ({ ...list, items: change(list.items) });

/** POST /shopping-list/build: the list again from the plan's days (own items and still-listed checks stay). */
export function useBuildList() {
  const { queryClient, key } = useListCache();
  return useMutation({
    mutationFn: (range: ShoppingListRange) => api.shoppingList.build(range),
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}

/** POST /shopping-list/items: one of the cook's own; a refusal shows inline in its form. */
export function useAddItem() {
  const { update } = useListCache();
  return useMutation({
    mutationFn: (text: string) => api.shoppingList.addItem(text),
    onSuccess: (item) => update((list) => withItems(list, (items) => [...items, item])),
  });
}

/** A write shown at once and put back, with a toast, if the API refuses. */
function useOptimisticItemWrite<Variables extends { item: ShoppingItem }>(
  write: (variables: Variables) => Promise<unknown>,
  apply: (items: ShoppingItem[], variables: Variables) => ShoppingItem[],
  /** What the toast says when refused, of the item as the list shows it. */
  failure: (t: Translate<PlannerKey>, item: string) => string,
) {
  const t = useT();
  const textOf = useItemText();
  const errorText = useApiErrorText();
  const { queryClient, key, update } = useListCache();
  return useMutation({
    mutationFn: write,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ShoppingList>(key);
      update((list) => withItems(list, (items) => apply(items, variables)));
      return { before };
    },
    onError: (error, variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(t('common.failedWhy', { failure: failure(t, textOf(variables.item)), reason: errorText(error) }));
    },
  });
}

/** PATCH /shopping-list/items/:id { checked }. */
export function useCheckItem() {
  return useOptimisticItemWrite(
    ({ item, checked }: { item: ShoppingItem; checked: boolean }) => api.shoppingList.check(item._id, checked),
    (items, { item, checked }) => items.map((candidate) => (candidate._id === item._id ? { ...candidate, checked } : candidate)),
    (t, item) => t('items.changeFailed', { item }),
  );
}

/** DELETE /shopping-list/items/:id. */
export function useRemoveItem() {
  return useOptimisticItemWrite(
    ({ item }: { item: ShoppingItem }) => api.shoppingList.removeItem(item._id),
    (items, { item }) => items.filter((candidate) => candidate._id !== item._id),
    (t, item) => t('items.removeFailed', { item }),
  );
}

/** POST /shopping-list/clear-checked: the checked items go. */
export function useClearChecked() {
  const t = useT();
  const errorText = useApiErrorText();
  const { queryClient, key } = useListCache();
  return useMutation({
    mutationFn: () => api.shoppingList.clearChecked(),
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onError: (error) => toast.error(t('list.clearFailed', { reason: errorText(error) })),
  });
}
