import { API_ERROR_CODES as API, API_REFUSALS, IMPORT_MESSAGES } from '@forkful/domain';

/** A refusal worded with values, as an ICU message: the API's own function, given `{name}` for each value. */
const withValues = <A extends unknown[]>(message: (...values: A) => string, ...names: { [K in keyof A]: string }): string =>
  message(...(names.map((name) => `{${name}}`) as unknown as A));

/**
 * What the UI says for the API's refusals, by their code (the API's JSON `code`), and for a request made offline.
 * Keys: every code of API_ERROR_CODES (@forkful/domain), worded as the API words it (values as ICU arguments, read
 * back from the API's message); the codes of refusals known by their kind or status (API_STATUS_ERROR_CODES), worded
 * generally (English shows the API's own message for those); `offline` and `generic`.
 */
const en = {
  'recipe.not-found': API['recipe.not-found'],
  'recipe.edit-not-own': API['recipe.edit-not-own'],
  'recipe.delete-not-own': API['recipe.delete-not-own'],
  'recipe.list-not-own': API['recipe.list-not-own'],
  'recipe.no-email': API['recipe.no-email'],
  'recipe.prep-times-disagree': API['recipe.prep-times-disagree'],
  'recipe.like-own': API['recipe.like-own'],
  'recipe.like-repeated': API['recipe.like-repeated'],
  'recipe.not-liked': API['recipe.not-liked'],
  'cook.not-found': API['cook.not-found'],
  'image.not-found': API['image.not-found'],
  'image.not-own': API['image.not-own'],
  'image.unsupported': API['image.unsupported'],
  'image.too-many-pixels': API['image.too-many-pixels'],
  'image.too-large': API['image.too-large'],
  'image.missing': API['image.missing'],
  'image.busy': API['image.busy'],
  'review.own': API['review.own'],
  'review.reply-not-author': API['review.reply-not-author'],
  'review.not-found': API['review.not-found'],
  'review.no-reply': API['review.no-reply'],
  'collection.not-found': API['collection.not-found'],
  'collection.too-many': API['collection.too-many'],
  'collection.full': API['collection.full'],
  'collection.already-in': API['collection.already-in'],
  'collection.not-in': API['collection.not-in'],
  'collection.order-mismatch': API['collection.order-mismatch'],
  'collection.not-own': API['collection.not-own'],
  'moderation.already-reported': API['moderation.already-reported'],
  'moderation.report-own': API['moderation.report-own'],
  'moderation.not-moderator': API['moderation.not-moderator'],
  'moderation.item-not-found': API['moderation.item-not-found'],
  'import.not-public-address': API['import.not-public-address'],
  'import.not-web-page': API['import.not-web-page'],
  'import.not-image': API['import.not-image'],
  'import.too-slow': API['import.too-slow'],
  'import.too-large': API['import.too-large'],
  'import.image-too-large': API['import.image-too-large'],
  'import.too-many-redirects': API['import.too-many-redirects'],
  'import.unreachable': API['import.unreachable'],
  'import.upstream-error': withValues(IMPORT_MESSAGES.upstreamError, 'status'),
  'import.no-recipe': API['import.no-recipe'],
  'import.file-not-recipes': API['import.file-not-recipes'],
  'import.file-too-many-recipes': API['import.file-too-many-recipes'],
  'meal-plan.entry-not-found': API['meal-plan.entry-not-found'],
  'meal-plan.day-full': withValues(API_REFUSALS.dayFull, 'date'),
  'shopping-list.item-not-found': API['shopping-list.item-not-found'],
  'shopping-list.full': API['shopping-list.full'],
  'shopping-list.build-too-large': withValues(API_REFUSALS.buildTooLarge, 'total', 'built', 'own'),
  'shopping-list.build-raced': API['shopping-list.build-raced'],
  validation: 'Some of what was sent is not valid',
  'auth.required': 'Please sign in again',
  'rate-limit': 'Too many requests: please wait a moment and try again',
  'http.400': 'The request was not valid',
  'http.403': 'You are not allowed to do this',
  'http.404': 'Not found',
  'http.409': 'This conflicts with what is already there',
  'http.413': 'What was sent is too large',
  'http.415': 'That kind of file is not accepted',
  'http.422': 'That could not be processed',
  'http.500': 'Something went wrong on our side. Please try again.',
  'http.503': 'The service is busy. Please try again in a moment.',
  offline: 'You are offline. Nothing was sent; try again when you are back online.',
  generic: 'Something went wrong (error {status}). Please try again.',
} as const;

export default en;
export type ApiErrorMessages = typeof en;
