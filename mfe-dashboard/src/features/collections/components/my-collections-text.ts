/** What the My Collections page says (the API's own refusals come from COLLECTION_MESSAGES, through apiErrorMessage). */
export const MY_COLLECTIONS_TEXT = {
  title: 'My Collections',
  lead: 'Your named lists of recipes, private or public',
  empty: 'You have no collections yet',
  emptyHint: 'Use "Add to collection" on a recipe page to start one, or make an empty one with "New collection".',
  loadFailed: 'Your collections could not be loaded.',
  newCollection: 'New collection',
  editCollection: 'Edit collection',
} as const;
