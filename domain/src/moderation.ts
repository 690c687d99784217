/**
 * Reporting and moderation (issue 33): any signed-in cook reports a review or a public collection once, with a reason;
 * an item reported by MODERATION_LIMITS.hideThreshold different cooks is hidden from everyone but its author until a
 * moderator (the `moderator` role, roles.ts) keeps or removes it, and the decision is recorded. Pure.
 */

export const REPORTABLE_KINDS = ['review', 'collection'] as const;
export type ReportableKind = (typeof REPORTABLE_KINDS)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'sexual', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the report dialog says for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  sexual: 'Sexual content',
  misinformation: 'Dangerous or false information',
  other: 'Something else',
};

export const MODERATION_LIMITS = {
  /** Different cooks' reports that hide an item until a moderator decides. */
  hideThreshold: 3,
  noteMax: 500,
  decisionReasonMax: 500,
  /** Reports per account and hour (REPORTS_PER_HOUR); past it 429. */
  reportsPerHour: 20,
  /** Reported items per page of the moderation queue. */
  queuePageSize: 20,
} as const;

/** POST /reviews/{id}/reports and POST /collections/{id}/reports. */
export interface ReportInput {
  reason: ReportReason;
  note?: string;
}

/** One cook's report, as a moderator sees it. */
export interface ItemReport {
  reason: ReportReason;
  note?: string;
  reporterUid: string;
  reporterName: string;
  createdAt: string;
}

/** A reported item in the moderation queue, with what it says and its open reports. */
export interface ReportedItem {
  kind: ReportableKind;
  itemId: string;
  /** Hidden from everyone but its author (reported by hideThreshold cooks or more). */
  hidden: boolean;
  /** The review's text (and rating) or the collection's title and description, as its readers saw it. */
  excerpt: string;
  authorUid: string;
  authorName: string;
  /** Where it shows: the recipe page of a review, the collection's page. */
  path: string;
  reports: ItemReport[];
}

export const MODERATION_ACTIONS = ['keep', 'remove'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** POST /moderation/{kind}/{itemId}/decision. */
export interface ModerationDecisionInput {
  action: ModerationAction;
  /** Why, in a sentence (recorded). */
  reason: string;
}

/** A recorded decision: who, when, why. Keeping an item shows it again and closes its reports. */
export interface ModerationDecision {
  kind: ReportableKind;
  itemId: string;
  action: ModerationAction;
  reason: string;
  moderatorUid: string;
  moderatorName: string;
  decidedAt: string;
}

export const MODERATION_MESSAGES = {
  alreadyReported: 'You have already reported this',
  reportOwn: 'You cannot report your own content',
  notModerator: 'Only moderators can do this',
  itemNotFound: 'Nothing to moderate here: the item is gone or has no open reports',
  reported: 'Thank you: a moderator will look at it',
} as const;
