import styled from 'styled-components';
import type { Recipe } from '@forkful/contracts';
import { Button } from '../../../components/button';
import { prepMinutes } from '../api/edit-payload';
import { RecipeThumb } from './recipe-thumb';

const Wrapper = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;

  @media (max-width: 639.98px) {
    background: transparent;
    border: none;
    box-shadow: none;
  }
`;

/* Under the sm breakpoint each row becomes a card whose cells carry their column name (data-label). */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 0.85rem 1rem;
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .numeric {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  @media (max-width: 639.98px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody {
      display: grid;
      gap: 0.75rem;
    }
    tbody tr,
    tbody tr + tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr) minmax(0, 0.65fr);
      column-gap: 0.5rem;
      padding: 0.75rem 0.9rem;
      background: ${({ theme }) => theme.colors.surface};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
      box-shadow: ${({ theme }) => theme.shadow};
    }
    td {
      padding: 0.35rem 0;
      align-self: end;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.7rem;
      white-space: nowrap;
      text-transform: uppercase;
      letter-spacing: 0.03em;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    td.title,
    td.actions {
      grid-column: 1 / -1;
    }
    td.title::before,
    td.actions::before {
      display: none;
    }
    .numeric {
      text-align: left;
    }
  }
`;

const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const TitleCell = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-weight: 600;
  min-width: 0;
`;

const ActionGroup = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;

  @media (max-width: 639.98px) {
    padding-top: 0.35rem;
    button {
      flex: 1;
    }
  }
`;

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
                    <RecipeThumb src={recipe.image} />
                    <span id={titleId}>{recipe.title}</span>
                  </TitleCell>
                </td>
                <td data-label="Cuisine">{recipe.cuisineType}</td>
                <td data-label="Prep Time (mins)" className="numeric">
                  {prepMinutes(recipe)}
                </td>
                <td data-label="Likes" className="numeric">
                  {recipe.likeCount ?? 0}
                </td>
                <td className="actions">
                  <ActionGroup>
                    <Button type="button" $small $variant="secondary" aria-describedby={titleId} onClick={() => props.onEdit(recipe)}>
                      Edit
                    </Button>
                    <Button type="button" $small $variant="danger" aria-describedby={titleId} onClick={() => props.onDelete(recipe)}>
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
