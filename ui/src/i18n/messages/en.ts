import { MESSAGES, REPORT_REASON_LABELS } from '@forkful/domain';

/**
 * The UI kit's own messages (its components' text and labels), in English. Keys: `<component>.<what>`. Cuisines and
 * categories are the product's fixed lists (CUISINES, CATEGORIES; not a cook's words): `cuisine.<value>` and
 * `category.<value>`, in English the value itself (the messages test checks each list is all here).
 */
const en = {
  'loading.text': MESSAGES.loading,
  'spinner.checkingSession': 'Checking your session',
  'modal.close': 'Close',
  'recipeCard.prepTime': '{minutes, number, ::group-off} min',
  'recipeCard.seeDetails': 'See Details',
  'recipeCard.seeDetailsOf': 'See Details: {title}',
  'recipeImage.noImage': 'No Image',
  'recipeImage.noImageFor': 'No image available for {title}',
  'ratingBadge.label':
    'Rated {average} out of 5 by {count, plural, one {{count, number, ::group-off} cook} other {{count, number, ::group-off} cooks}}',
  'showMore.more': 'Show more',
  'sourceLink.newTab': '(opens in a new tab)',
  'standalone.pages': 'Remote pages',
  'standalone.switchToDark': 'Switch to dark theme',
  'standalone.switchToLight': 'Switch to light theme',
  'standalone.darkTheme': 'Dark theme',
  'standalone.lightTheme': 'Light theme',
  'cuisine.Italian': 'Italian',
  'cuisine.Mexican': 'Mexican',
  'cuisine.Bangladeshi': 'Bangladeshi',
  'cuisine.Chinese': 'Chinese',
  'cuisine.Others': 'Others',
  'category.Breakfast': 'Breakfast',
  'category.Lunch': 'Lunch',
  'category.Dinner': 'Dinner',
  'category.Dessert': 'Dessert',
  'category.Vegan': 'Vegan',
  'reportReason.spam': REPORT_REASON_LABELS.spam,
  'reportReason.harassment': REPORT_REASON_LABELS.harassment,
  'reportReason.hate': REPORT_REASON_LABELS.hate,
  'reportReason.sexual': REPORT_REASON_LABELS.sexual,
  'reportReason.misinformation': REPORT_REASON_LABELS.misinformation,
  'reportReason.other': REPORT_REASON_LABELS.other,
} as const;

export default en;
export type UiMessages = typeof en;
