import { COLLECTION_MESSAGES } from './collections';
import { IMAGE_UPLOAD } from './images';
import { MEAL_PLAN_LIMITS } from './meal-plan';
import { API_MESSAGES, MESSAGES } from './messages';
import { MODERATION_MESSAGES } from './moderation';
import { IMPORT_MESSAGES } from './recipe-imports';
import { REVIEW_MESSAGES } from './reviews';

/**
 * Refusals the API words itself (its services' own constants), spelled here too so the table below can name them; the
 * API's tests check that each of its constants gets its code.
 */
export const API_REFUSALS = {
  recipeNotFound: 'Recipe not found',
  editNotOwn: 'You can only edit your own recipes',
  deleteNotOwn: 'You can only delete your own recipes',
  listNotOwn: 'You can only list your own recipes',
  noEmail: "Your account has no email address: every recipe shows its author's email",
  prepTimesDisagree: 'prepTime and preparationTime disagree: send one of them',
  cookNotFound: 'Author not found',
  imageNotFound: 'Image not found',
  imageNotOwn: 'You can only delete your own photos',
  imageUnsupported: 'The file is not a JPEG, PNG, WebP, AVIF or GIF image',
  imageTooManyPixels: 'The photo is too large: at most 50 megapixels',
  imageTooLarge: `The photo is larger than ${IMAGE_UPLOAD.maxBytes / (1024 * 1024)} MB`,
  imageMissing: `No photo: send it in the multipart field "${IMAGE_UPLOAD.field}"`,
  imagesBusy: 'Too many photos are being processed right now; please try again in a few seconds',
  collectionNotOwn: 'You can only change your own collections',
  entryNotFound: 'Meal plan entry not found',
  dayFull: (date: string) =>
    `A day holds at most ${MEAL_PLAN_LIMITS.entriesPerDay} entries, and ${date} has ${MEAL_PLAN_LIMITS.entriesPerDay}: remove one first`,
  itemNotFound: 'Shopping item not found',
  listFull: `A shopping list holds at most ${MEAL_PLAN_LIMITS.itemsPerList} items: remove some first`,
  buildTooLarge: (total: number, built: number, own: number) =>
    `A shopping list holds at most ${MEAL_PLAN_LIMITS.itemsPerList} items, and this one would have ${total} ` +
    `(${built} from the plan, ${own} of your own): nothing was changed. Choose fewer days, or remove some of your own items`,
  buildRaced: 'The shopping list changed while it was being built: try again',
} as const;

/** A refusal's wording: fixed, or with values filled in (a status, a date, counts). */
export type ApiRefusalMessage = string | ((...values: never[]) => string);

/**
 * The stable code of each refusal the API words (`code` in its JSON error body) -> the message it stands for. A UI
 * translates a refusal by its code (never by its English wording); the English is the message here. A refusal may add
 * detail after its message (`Review not found: "x" is not a valid review id`) and keeps its code.
 */
export const API_ERROR_CODES = {
  'recipe.not-found': API_REFUSALS.recipeNotFound,
  'recipe.edit-not-own': API_REFUSALS.editNotOwn,
  'recipe.delete-not-own': API_REFUSALS.deleteNotOwn,
  'recipe.list-not-own': API_REFUSALS.listNotOwn,
  'recipe.no-email': API_REFUSALS.noEmail,
  'recipe.prep-times-disagree': API_REFUSALS.prepTimesDisagree,
  'recipe.like-own': API_MESSAGES.likeOwn,
  'recipe.like-repeated': MESSAGES.likeRepeated,
  'recipe.not-liked': API_MESSAGES.notLiked,
  'cook.not-found': API_REFUSALS.cookNotFound,
  'image.not-found': API_REFUSALS.imageNotFound,
  'image.not-own': API_REFUSALS.imageNotOwn,
  'image.unsupported': API_REFUSALS.imageUnsupported,
  'image.too-many-pixels': API_REFUSALS.imageTooManyPixels,
  'image.too-large': API_REFUSALS.imageTooLarge,
  'image.missing': API_REFUSALS.imageMissing,
  'image.busy': API_REFUSALS.imagesBusy,
  'review.own': REVIEW_MESSAGES.reviewOwn,
  'review.reply-not-author': REVIEW_MESSAGES.replyNotAuthor,
  'review.not-found': REVIEW_MESSAGES.reviewNotFound,
  'review.no-reply': REVIEW_MESSAGES.replyNotFound,
  'collection.not-found': COLLECTION_MESSAGES.notFound,
  'collection.too-many': COLLECTION_MESSAGES.tooMany,
  'collection.full': COLLECTION_MESSAGES.full,
  'collection.already-in': COLLECTION_MESSAGES.alreadyIn,
  'collection.not-in': COLLECTION_MESSAGES.notIn,
  'collection.order-mismatch': COLLECTION_MESSAGES.orderMismatch,
  'collection.not-own': API_REFUSALS.collectionNotOwn,
  'moderation.already-reported': MODERATION_MESSAGES.alreadyReported,
  'moderation.report-own': MODERATION_MESSAGES.reportOwn,
  'moderation.not-moderator': MODERATION_MESSAGES.notModerator,
  'moderation.item-not-found': MODERATION_MESSAGES.itemNotFound,
  'import.not-public-address': IMPORT_MESSAGES.notPublicAddress,
  'import.not-web-page': IMPORT_MESSAGES.notWebPage,
  'import.not-image': IMPORT_MESSAGES.notImage,
  'import.too-slow': IMPORT_MESSAGES.tooSlow,
  'import.too-large': IMPORT_MESSAGES.tooLarge,
  'import.image-too-large': IMPORT_MESSAGES.imageTooLarge,
  'import.too-many-redirects': IMPORT_MESSAGES.tooManyRedirects,
  'import.unreachable': IMPORT_MESSAGES.unreachable,
  'import.upstream-error': IMPORT_MESSAGES.upstreamError,
  'import.no-recipe': IMPORT_MESSAGES.noRecipe,
  'import.file-not-recipes': IMPORT_MESSAGES.fileNotRecipes,
  'import.file-too-many-recipes': IMPORT_MESSAGES.fileTooManyRecipes,
  'meal-plan.entry-not-found': API_REFUSALS.entryNotFound,
  'meal-plan.day-full': API_REFUSALS.dayFull,
  'shopping-list.item-not-found': API_REFUSALS.itemNotFound,
  'shopping-list.full': API_REFUSALS.listFull,
  'shopping-list.build-too-large': API_REFUSALS.buildTooLarge,
  'shopping-list.build-raced': API_REFUSALS.buildRaced,
} as const satisfies Record<string, ApiRefusalMessage>;

export type ApiMessageErrorCode = keyof typeof API_ERROR_CODES;

/**
 * Codes of refusals known by their status rather than their wording: invalid input (a list of problems), not signed in,
 * too many requests, and `http.<status>` for any other. These are the statuses the API answers with.
 */
export const API_STATUS_ERROR_CODES = [
  'validation', 'auth.required', 'rate-limit',
  'http.400', 'http.403', 'http.404', 'http.409', 'http.413', 'http.415', 'http.422', 'http.500', 'http.503',
] as const;

/** `{status}` in a refusal's wording: what a value stands in for when the wording is matched. */
const SLOT = '\u0000';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A worded refusal as a test of a message: exactly it, it with detail after ": ", or a function's wording with any values. */
function matcherOf(message: ApiRefusalMessage): (text: string) => boolean {
  if (typeof message === 'string') return (text) => text === message || text.startsWith(`${message}: `);
  const slots = Array.from({ length: message.length }, () => SLOT) as never[];
  const pattern = new RegExp(`^${escapeRegExp(message(...slots)).split(SLOT).join('(.+?)')}$`, 's');
  return (text) => pattern.test(text);
}

const MATCHERS = Object.entries(API_ERROR_CODES).map(([code, message]) => ({ code, matches: matcherOf(message) }));

/** The code of a refusal by its status and message (`{ statusCode, message }` of the API's error body). */
export function apiErrorCodeOf(status: number, message: string | readonly string[]): string {
  if (typeof message === 'string') {
    const worded = MATCHERS.find(({ matches }) => matches(message));
    if (worded) return worded.code;
  }
  if (status === 400 && Array.isArray(message)) return 'validation';
  if (status === 401) return 'auth.required';
  if (status === 429) return 'rate-limit';
  return `http.${status}`;
}
