import { AddRecipePage } from '../features/add-recipe/components/add-recipe-page';

export default AddRecipePage;
