import type { Recipe } from '@forkful/domain';
import { Button, RecipeThumb, useFormat, useRecipeTerms } from '@forkful/ui';
import { useT } from '../../../i18n';
import { ActionGroup, Caption, Table, TitleCell, Wrapper } from './recipes-table.styles';

/** The user's recipes with Edit and Delete per row. */
export function RecipesTable(props: {
  recipes: Recipe[];
  onEdit: (recipe: Recipe) => void;
  onDelete: (recipe: Recipe) => void;
}) {
  const t = useT();
  const { digits } = useFormat();
  const { cuisine } = useRecipeTerms();
  const column = {
    cuisine: t('myRecipes.column.cuisine'),
    prepTime: t('myRecipes.column.prepTime'),
    likes: t('myRecipes.column.likes'),
  };
  return (
    <Wrapper>
      <Table>
        <Caption>{t('myRecipes.caption')}</Caption>
        <thead>
          <tr>
            <th scope="col">{t('myRecipes.column.title')}</th>
            <th scope="col">{column.cuisine}</th>
            <th scope="col" className="numeric">
              {column.prepTime}
            </th>
            <th scope="col" className="numeric">
              {column.likes}
            </th>
            <th scope="col">{t('myRecipes.column.actions')}</th>
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
                <td data-label={column.cuisine}>{cuisine(recipe.cuisineType)}</td>
                <td data-label={column.prepTime} className="numeric">
                  {digits(String(recipe.prepTime))}
                </td>
                <td data-label={column.likes} className="numeric">
                  {digits(String(recipe.likeCount ?? 0))}
                </td>
                <td className="actions">
                  <ActionGroup>
                    <Button type="button" $size="sm" $variant="secondary" aria-describedby={titleId} onClick={() => props.onEdit(recipe)}>
                      {t('common.edit')}
                    </Button>
                    <Button type="button" $size="sm" $variant="danger" aria-describedby={titleId} onClick={() => props.onDelete(recipe)}>
                      {t('common.delete')}
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
