import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { PlusIcon } from '../../../components/icons';

/**
 * 'Add New Recipe': the add-recipe route beside the current one, so /my-recipes leads to /add-recipe
 * and /dashboard/my-recipes to /dashboard/add-recipe (the user stays inside the dashboard).
 */
export function AddRecipeLink() {
  return (
    <Button as={Link} to="../add-recipe" relative="path">
      <PlusIcon size={18} /> Add New Recipe
    </Button>
  );
}
