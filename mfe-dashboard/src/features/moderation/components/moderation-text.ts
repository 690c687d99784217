import type { ModerationAction, ReportableKind, ReportedItem } from '@forkful/domain';

/** What the Moderation page says. */
export const MODERATION_TEXT = {
  title: 'Moderation',
  lead: 'Reported reviews and collections, hidden ones first',
  forModeratorsOnly: 'This page is for moderators.',
  loadFailed: 'The reports could not be loaded.',
  empty: 'No reports to review',
  emptyHint: 'Reviews and collections that cooks report show here.',
} as const;

export const KIND_LABELS: Record<ReportableKind, string> = { review: 'Review', collection: 'Collection' };

/** "Review by Ann Cook": the item's heading, and what its buttons and dialog name. */
export const itemName = (item: Pick<ReportedItem, 'kind' | 'authorName'>) => `${KIND_LABELS[item.kind]} by ${item.authorName}`;

export const ACTION_TEXT: Record<ModerationAction, { button: string; confirm: string; effect: string; done: string }> = {
  keep: {
    button: 'Keep',
    confirm: 'Keep it',
    effect: 'It shows to everyone again and its reports close.',
    done: 'kept',
  },
  remove: {
    button: 'Remove',
    confirm: 'Remove it',
    effect: 'It is taken down for everyone.',
    done: 'removed',
  },
};

/** "Keep review by Ann Cook": a decision's button and dialog. */
export const decisionName = (action: ModerationAction, item: Pick<ReportedItem, 'kind' | 'authorName'>) =>
  `${ACTION_TEXT[action].button} ${KIND_LABELS[item.kind].toLowerCase()} by ${item.authorName}`;
