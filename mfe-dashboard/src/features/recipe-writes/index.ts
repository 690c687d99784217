/** What every recipe write of the dashboard shares (add-recipe, and edit/delete in my-recipes). */
export { useRecipeWrite } from './hooks/use-recipe-write';
