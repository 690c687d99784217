/**
 * Collections (issue 33): a cook's named lists of recipes. For the recipe page, the "Add to collection" action (its
 * dialog loads on the first click); the public collection page is exposed on its own (src/exposes/collection-page.tsx).
 */
export { AddToCollectionButton } from './components/add-to-collection-button';
