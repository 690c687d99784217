import { MEAL_LABELS } from '@forkful/domain';

/**
 * The planner's messages in English (the meal plan, the shopping list, "Add to plan" on recipe pages). Keys:
 * `<feature-or-component>.<what>`. Recipe titles, notes and shopping items are the cooks' words, passed in as values.
 * "Loading..." is the UI kit's (`loading.text`), so this module (bundled with the recipe page's Add to plan button)
 * does not carry the domain's messages.
 */
const en = {
  'meal.breakfast': MEAL_LABELS.breakfast,
  'meal.lunch': MEAL_LABELS.lunch,
  'meal.dinner': MEAL_LABELS.dinner,
  /** A day's meal: "Monday 24 November, Dinner". */
  'plan.cell': '{day}, {meal}',
  'common.failedWhy': '{failure}: {reason}',
  'common.cancel': 'Cancel',
  'common.tryAgain': 'Try again',

  'plan.title': 'Meal Plan',
  'plan.lead': "Plan your week: add recipes to each day's meals, move them around, and shop for them.",
  'plan.shoppingList': 'Shopping list',
  'plan.loadFailed': 'Your plan for this week could not be loaded.',
  'plan.empty': 'Nothing planned for this week yet. Press Add under a meal to plan a recipe for it.',
  'plan.servingsFailed': 'Could not change the servings of {title}',
  'plan.moveFailed': 'Could not move {title}',
  'plan.moved': 'Moved {title} to {cell}',
  'plan.removeFailed': 'Could not remove {title}',
  'plan.removed': 'Removed {title} from your plan',

  'week.label': 'Week',
  'week.previous': 'Previous week',
  'week.next': 'Next week',
  'week.this': 'This week',
  'week.today': 'Today',

  'cell.add': 'Add',
  'cell.addTo': 'Add to {weekday} {meal}',

  'entry.removed': 'Recipe removed',
  'entry.removedNote': 'Deleted by its author; left out of the shopping list.',
  'entry.drag': 'Drag {title}',
  'entry.servings': '{count, plural, one {# serving} other {# servings}}',
  'entry.move': 'Move',
  'entry.moveOf': 'Move {title}',
  'entry.remove': 'Remove',
  'entry.removeOf': 'Remove {title}',
  'entry.servingsOf': 'Servings of {title}',
  'entry.fewerServingsOf': 'Fewer servings of {title}',
  'entry.moreServingsOf': 'More servings of {title}',

  'form.day': 'Day',
  'form.meal': 'Meal',
  'form.servings': 'Servings',
  'form.servingsProblem': 'Servings must be a whole number from {min, number} to {max, number}',
  'form.note': 'Note (optional)',
  'form.characters': '{count, number}/{max, number} characters',
  'form.addFailed': 'Could not add it: {reason}',
  'form.adding': 'Adding…',
  'form.addToPlan': 'Add to plan',

  'addEntry.title': 'Add to {cell}',
  'addEntry.form': 'Add a recipe to {cell}',
  'addEntry.chooseRecipe': 'Choose a recipe to add',
  'addEntry.added': 'Added {title} to {cell}',

  'picker.search': 'Search recipes',
  'picker.legend': 'Recipe',
  'picker.failed': 'Recipes could not be loaded. Try another search.',
  'picker.searching': 'Searching…',
  'picker.noMatch': 'No recipes match “{text}”.',
  'picker.none': 'There are no recipes yet.',
  'picker.count':
    '{shown, number} of {total, plural, one {{total, number, ::group-off} recipe} other {{total, number, ::group-off} recipes}}.',
  'picker.narrow': 'Type more of a title to narrow them.',
  'picker.chosen': 'Chosen: {title}',
  'picker.serves': 'Serves {count, number}',
  'picker.servesUnknown': 'Servings not given ({count, number} planned)',

  'move.title': 'Move {title}',
  'move.now': 'Now: {cell}.',
  'remove.title': 'Remove {title}?',
  'remove.text': 'It comes off your plan for {cell}.',

  'drag.instructions':
    'To move this recipe, press space or enter to pick it up. Use the arrow keys to go to another day or meal, ' +
    'press space or enter again to drop it there, or escape to cancel. The Move button does the same with a form.',
  'drag.someRecipe': 'The recipe',
  'drag.start': 'Picked up {title}.',
  'drag.over': '{title} is over {cell}.',
  'drag.notOver': '{title} is no longer over a meal.',
  'drag.dropped': '{title} was dropped on {cell}.',
  'drag.droppedNowhere': '{title} was dropped, and stays where it was.',
  'drag.cancelled': 'Moving {title} was cancelled. It stays where it was.',

  'addToPlan.button': 'Add to plan',
  'addToPlan.title': 'Add {title} to your plan',
  'addToPlan.dayProblem': 'Choose a day within two years of today',
  'addToPlan.added': 'Added to your plan: {cell}',

  'list.title': 'Shopping List',
  'list.lead': 'Everything your planned recipes need, scaled to the servings you planned and added up.',
  'list.backToPlan': 'Back to the meal plan',
  'list.daysTitle': 'Days to shop for',
  'list.itemsTitle': 'Your list',
  'list.loadFailed': 'Your shopping list could not be loaded.',
  'list.fromPlan': 'From your plan for {range}.',
  'list.checked': '{checked, number} of {total, plural, one {# item} other {# items}} checked.',
  'list.emptyBuiltTitle': 'Nothing to buy for these days',
  'list.emptyTitle': 'Your shopping list is empty',
  'list.emptyBuiltHint':
    'Your plan has no recipes on those days. Add some to your plan, then build the list again, or add your own items below.',
  'list.emptyHint': 'Choose the days of your plan above and press Build list, or add your own items below.',
  'list.openPlan': 'Open the meal plan',
  'list.actions': 'List actions',
  'list.clearChecked': 'Clear checked',
  'list.clearFailed': 'Could not clear the checked items: {reason}',
  'list.print': 'Print',
  'list.share': 'Share',

  'ownItem.form': 'Add your own item',
  'ownItem.label': 'Add an item',
  'ownItem.placeholder': 'e.g. kitchen roll',
  'ownItem.add': 'Add',
  'ownItem.full': 'The list holds at most {max, number} items: remove some to add more.',
  'ownItem.empty': 'Type an item to add',

  'range.form': 'Days of the plan to shop for',
  'range.from': 'From',
  'range.to': 'To',
  'range.build': 'Build list',
  'range.building': 'Building…',
  'range.chooseFirst': 'Choose the first day',
  'range.chooseLast': 'Choose the last day',
  'range.backwards': 'The last day comes before the first',
  'range.tooLong': 'Choose at most {max, number} days at a time',
  'range.outOfReach': 'Choose days within two years of today',
  'range.built': '{count, plural, one {# item} other {# items}} from your plan for {range}',
  'range.buildFailed': 'Could not build the list: {reason}',

  'items.label': 'Items',
  'items.own': 'Your own item',
  'items.for': 'For:',
  'items.remove': 'Remove {item}',
  'items.changeFailed': 'Could not change {item}',
  'items.removeFailed': 'Could not remove {item}',

  'share.title': 'Shopping list',
  'share.titleWithDays': 'Shopping list ({range})',
  'share.copied': 'Copied',
  'share.copyFailed': 'Could not copy the list',

  'standalone.title': 'Forkful · mfe-planner (standalone)',
  'standalone.plan': 'Meal Plan',
  'standalone.list': 'Shopping List',
  'standalone.action': 'Add to plan (extension)',
  'standalone.demoRecipe': 'A recipe from the local API',
} as const;

export default en;
export type PlannerMessages = typeof en;
