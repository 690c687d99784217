import type { RecipeSort } from '@forkful/domain';
import { SORTS } from '../recipe-queries.service';

/**
 * What changed in the recipes, as precisely as the writer (this process) or the change stream (every process) can
 * say, so each cache drops only what the change can affect: a like changes one recipe's count, not every page.
 */
export type RecipeChange =
  /** Anything may have changed (a collection dropped, the change stream restarted, a repair of many recipes). */
  | { kind: 'all' }
  | { kind: 'inserted'; id: string }
  | { kind: 'deleted'; id: string }
  /** `fields`: the top-level fields set or removed; null when any may have changed (a replacement). */
  | { kind: 'updated'; id: string; fields: readonly string[] | null };

export const ANY_CHANGE: RecipeChange = { kind: 'all' };

/**
 * How this process learnt of a change: its own write (reported at once, before the change stream has it), or the
 * recipes change stream (every process's writes, this one's included, so while it runs each write arrives twice).
 */
export type ChangeOrigin = 'this-process' | 'change-stream';

/** The order of a list of GET /recipes: one of its sorts, or its default, newest first. */
export type ListOrder = RecipeSort | 'newest';

/** Every list order: SORTS' (an index's order each). */
export const LIST_ORDERS = Object.keys(SORTS) as ListOrder[];

/**
 * The fields each order's lists depend on: the cuisine (their one filter) and the fields it sorts on, never the _id
 * (it never changes; newest first is its order). So a new title changes the title orders, a rating "Top rated", and
 * neither the others.
 */
const orderFields = (order: ListOrder): string[] => ['cuisineType', ...Object.keys(SORTS[order]).filter((field) => field !== '_id')];

function updates(change: RecipeChange, fields: readonly string[]): boolean {
  if (change.kind !== 'updated') return true;
  return change.fields === null || change.fields.some((field) => fields.includes(field));
}

/** Whether the recipes of an order's list pages, or their order, can differ after the change (a like's count cannot). */
export const changesListOrder = (change: RecipeChange, order: ListOrder): boolean => updates(change, orderFields(order));

/** The list orders whose pages can differ after the change. */
export const changedListOrders = (change: RecipeChange): ListOrder[] => LIST_ORDERS.filter((order) => changesListOrder(change, order));

/** Whether how many recipes a list filter matches can differ (only the cuisine is a filter). */
export const changesListTotals = (change: RecipeChange): boolean => updates(change, ['cuisineType']);

/** Whether the most-liked list can differ in members or order. */
export const changesTopOrder = (change: RecipeChange): boolean => updates(change, ['likeCount']);

/** The one recipe a change is about, if it is about one. */
export const changedRecipe = (change: RecipeChange): string | undefined => (change.kind === 'all' ? undefined : change.id);

/** The fields of a change stream event this needs: its type, the document's key and what an update set or removed. */
export const CHANGE_EVENT_PROJECTION = { operationType: 1, documentKey: 1, 'updateDescription.updatedFields': 1, 'updateDescription.removedFields': 1 };

interface ChangeEvent {
  operationType: string;
  documentKey?: { _id?: unknown };
  updateDescription?: { updatedFields?: Record<string, unknown>; removedFields?: string[] };
}

/** A change stream event of the recipes collection, as a RecipeChange ('all' for what names no single recipe). */
export function changeOfEvent(event: ChangeEvent): RecipeChange {
  const id = event.documentKey?._id;
  if (id === undefined || id === null) return ANY_CHANGE;
  const key = String(id);
  switch (event.operationType) {
    case 'insert':
      return { kind: 'inserted', id: key };
    case 'delete':
      return { kind: 'deleted', id: key };
    case 'update': {
      const paths = [...Object.keys(event.updateDescription?.updatedFields ?? {}), ...(event.updateDescription?.removedFields ?? [])];
      return { kind: 'updated', id: key, fields: event.updateDescription ? [...new Set(paths.map((path) => path.split('.')[0]))] : null };
    }
    case 'replace':
      return { kind: 'updated', id: key, fields: null };
    default:
      return ANY_CHANGE;
  }
}
