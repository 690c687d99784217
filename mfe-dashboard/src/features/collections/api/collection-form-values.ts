import {
  COLLECTION_LIMITS,
  type CollectionChange,
  type CollectionSummary,
  type CollectionVisibility,
  type NewCollectionInput,
} from '@forkful/domain';
import type { T } from '../../../i18n';

/** What the New collection and Edit collection form holds. */
export interface CollectionFormValues {
  title: string;
  description: string;
  visibility: CollectionVisibility;
}

export type CollectionFormErrors = Partial<Record<'title' | 'description', string>>;

/** The form's starting values: the collection's, or an empty private one. */
export function formValuesOf(collection?: CollectionSummary): CollectionFormValues {
  return { title: collection?.title ?? '', description: collection?.description ?? '', visibility: collection?.visibility ?? 'private' };
}

/**
 * The form's problems, by field, worded by `t` (none: it can be sent). Limits count the trimmed text, as the API
 * does.
 */
export function checkCollectionForm(values: CollectionFormValues, t: T): CollectionFormErrors {
  const errors: CollectionFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = t('collectionForm.titleRequired');
  else if (title.length > COLLECTION_LIMITS.titleMax) errors.title = t('collectionForm.titleTooLong', { max: COLLECTION_LIMITS.titleMax });
  if (values.description.trim().length > COLLECTION_LIMITS.descriptionMax) {
    errors.description = t('collectionForm.descriptionTooLong', { max: COLLECTION_LIMITS.descriptionMax });
  }
  return errors;
}

/** POST /collections's body: trimmed, without an empty description. */
export function newCollectionInput(values: CollectionFormValues): NewCollectionInput {
  const description = values.description.trim();
  return { title: values.title.trim(), ...(description ? { description } : {}), visibility: values.visibility };
}

/** PATCH /collections/{id}'s body: only the fields that changed (an emptied description is sent empty, which removes it). */
export function collectionChange(values: CollectionFormValues, collection: CollectionSummary): CollectionChange {
  const next = { title: values.title.trim(), description: values.description.trim(), visibility: values.visibility };
  const change: CollectionChange = {};
  if (next.title !== collection.title) change.title = next.title;
  if (next.description !== (collection.description ?? '')) change.description = next.description;
  if (next.visibility !== collection.visibility) change.visibility = next.visibility;
  return change;
}
