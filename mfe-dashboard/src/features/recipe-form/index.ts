/** The pieces both recipe forms share (add-recipe, and the edit modal of my-recipes). */
export { checkImageUrl, checkPrepTime, checkTitle, required } from './api/recipe-validation';
export { CuisineSelect } from './components/cuisine-select';
export { PrepTimeInput } from './components/prep-time-input';
export { RecipeFormGrid, Wide } from './components/recipe-form-grid';
