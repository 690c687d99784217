/**
 * Ratings and reviews of a recipe (issue 33), for the recipe detail page. Only this light section is in the page's
 * first chunk; the rest loads lazily in the browser.
 */
export { RecipeReviewsSection } from './components/recipe-reviews-section';
