/** Business constants from the product spec, section 9. */
export const PRODUCT_NAME = 'Forkful';
export const ALL_RECIPES_PAGE_SIZE = 8;

/**
 * The query parameters that choose what a public page shows (the all-recipes list's filters and page), in sorted
 * order. The rest (utm_*, preview...) is not the page: the server's page cache and the canonical URL leave it out.
 */
export const CONTENT_QUERY_PARAMS = ['cuisine', 'page', 'q', 'sort'] as const;
export const RECIPES_PAGE_LIMIT_MAX = 100;
export const PASSWORD_MIN_LENGTH = 6;
export const PREP_TIME_MIN = 1;
export const SPECIAL_OFFER_THRESHOLD = 3;
/**
 * How people reach the Forkful team (Contact, Support, Terms, Privacy). The emails were added later: a remote bundles
 * `@forkful/domain` itself, so it has them on any shell.
 */
export const SUPPORT = {
  replyWithinHours: 24,
  liveChat: '9 AM to 6 PM (UTC+6)',
  email: 'support@forkful.app',
  privacyEmail: 'privacy@forkful.app',
} as const;
