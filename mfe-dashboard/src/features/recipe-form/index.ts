/** The pieces both recipe forms share (add-recipe, and the edit modal of my-recipes). */
export { checkImageAlt, checkImageUrl, checkPrepTime, checkServings, checkTitle, required } from './api/recipe-validation';
export { CuisineSelect } from './components/cuisine-select';
export { PhotoDescriptionField } from './components/photo-description-field';
export { PhotoUpload } from './components/photo-upload';
export { PrepTimeInput } from './components/prep-time-input';
export { RecipeFormGrid, Wide } from './components/recipe-form-grid';
export { ServingsInput } from './components/servings-input';
export { useImageUpload, type ImageUpload } from './hooks/use-image-upload';
