import type { Recipe } from '@forkful/domain';
import { Button, RecipeThumb } from '@forkful/ui';
import { ActionGroup, Caption, Table, TitleCell, Wrapper } from './recipes-table.styles';

/** The user's recipes with Edit and Delete per row. */
export function RecipesTable(props: {
  recipes: Recipe[];
  onEdit: (recipe: Recipe) => void;
  onDelete: (recipe: Recipe) => void;
}) {
  return (
    <Wrapper>
      <Table>
        <Caption>My recipes</Caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Cuisine</th>
            <th scope="col" className="numeric">
              Prep Time (mins)
            </th>
            <th scope="col" className="numeric">
              Likes
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {props.recipes.map((recipe) => {
            const titleId = `my-recipe-${recipe._id}`;
            return (
              <tr key={recipe._id}>
                <td className="title">
                  <TitleCell>
                    <RecipeThumb src={recipe.image} title={recipe.title} size="2.75rem" />
                    <span id={titleId}>{recipe.title}</span>
                  </TitleCell>
                </td>
                <td data-label="Cuisine">{recipe.cuisineType}</td>
                <td data-label="Prep Time (mins)" className="numeric">
                  {recipe.prepTime}
                </td>
                <td data-label="Likes" className="numeric">
                  {recipe.likeCount ?? 0}
                </td>
                <td className="actions">
                  <ActionGroup>
                    <Button type="button" $size="sm" $variant="secondary" aria-describedby={titleId} onClick={() => props.onEdit(recipe)}>
                      Edit
                    </Button>
                    <Button type="button" $size="sm" $variant="danger" aria-describedby={titleId} onClick={() => props.onDelete(recipe)}>
                      Delete
                    </Button>
                  </ActionGroup>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Wrapper>
  );
}
