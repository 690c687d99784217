import { ANONYMOUS_AUTHOR_NAME, RECIPE_LIMITS, type ReportableKind } from '@forkful/domain';

/** A reported item as the queue and the decision record show it. */
export interface ModeratedItem {
  itemId: string;
  hidden: boolean;
  excerpt: string;
  authorUid: string;
  authorName: string;
  path: string;
}

/**
 * What moderation needs of a kind of item, done by the module that owns it (reviews, collections): moderation never
 * writes their documents itself.
 */
export interface ModeratedKind {
  /** The 404 of an unknown item (the kind's own message). */
  readonly notFound: string;
  /** Its author, when the reporter may see it (so report it); null for an unknown item or one hidden from them. */
  authorSeenBy(itemId: string, viewerUid: string): Promise<string | null>;
  /** Hides it from everyone but its author, or shows it again; idempotent. */
  setHidden(itemId: string, hidden: boolean): Promise<void>;
  /** Deletes it the way its module does; false when it was already gone. */
  remove(itemId: string): Promise<boolean>;
  /** The items that still exist, by id. */
  describe(itemIds: string[]): Promise<Map<string, ModeratedItem>>;
}

/** The moderated kinds by name (ModerationModule provides it, built from each module's moderation provider). */
export abstract class ModeratedItems {
  abstract of(kind: ReportableKind): ModeratedKind;
}

/** The name a reporter or moderator goes by: the token's display name, else the one recipes use; never an email. */
export function displayName(name: string | null): string {
  return (name?.trim() || ANONYMOUS_AUTHOR_NAME).slice(0, RECIPE_LIMITS.authorName);
}
