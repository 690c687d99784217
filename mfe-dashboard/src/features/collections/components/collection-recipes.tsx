import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CollectionRecipe, CollectionSummary } from '@forkful/domain';
import { Button, focusRing, RecipeThumb } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useRemoveFromCollection, useReorderCollection } from '../api/collection-recipe-writes';
import { useCollection } from '../api/get-collection';
import { movedIds } from '../api/move-recipe';
import { Actions, RowButton } from './collection-card.styles';

const Region = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 1rem;

  &:focus-visible {
    ${focusRing}
  }
`;

const List = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

const RecipeName = styled.span`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex: 1 1 12rem;
  min-width: 0;

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  a:focus-visible {
    ${focusRing}
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const recipePath = (id: string) => `/recipes/${encodeURIComponent(id)}`;

/**
 * An opened collection's recipes in the cook's order. "Move up" and "Move down" send the whole new order at once and
 * stay focused (they are aria-disabled at the ends, never disabled, so focus does not drop); "Remove" takes a recipe out.
 */
export function CollectionRecipes({ id, collection }: { id: string; collection: CollectionSummary }) {
  const t = useT();
  const query = useCollection(collection._id);
  const reorder = useReorderCollection(collection);
  const remove = useRemoveFromCollection(collection);
  const region = useRef<HTMLDivElement>(null);
  const recipes = query.data?.recipes ?? [];

  function move(index: number, offset: -1 | 1) {
    const ids = recipes.map((recipe) => recipe._id);
    const next = movedIds(ids, index, offset);
    if (next.some((recipeId, i) => recipeId !== ids[i])) reorder.mutate(next);
  }

  const removing = (recipe: CollectionRecipe) => remove.isPending && remove.variables?._id === recipe._id;
  const removeButton = (recipeId: string) =>
    Array.from(region.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? []).find((button) => button.dataset.remove === recipeId);

  /* The removed row's button goes: focus the Remove of the row after it (else before it), or the region. While the
     request runs the button is aria-disabled, not disabled, so a refusal leaves focus where it was. */
  function removeRecipe(recipe: CollectionRecipe, index: number) {
    if (removing(recipe)) return;
    const neighbour = recipes[index + 1] ?? recipes[index - 1];
    remove.mutate(recipe, { onSuccess: () => ((neighbour && removeButton(neighbour._id)) || region.current)?.focus() });
  }

  return (
    <Region id={id} ref={region} tabIndex={-1}>
      {query.isPending && <p role="status">{t('common.loading')}</p>}
      {query.isError && (
        <Actions role="alert">
          <Muted>{t('collections.recipesLoadFailed')}</Muted>
          <Button type="button" $size="sm" $variant="secondary" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Actions>
      )}
      {query.isSuccess && recipes.length === 0 && <Muted>{t('collections.noRecipes')}</Muted>}
      {recipes.length > 0 && (
        <List aria-label={t('collections.recipesIn', { title: collection.title })}>
          {recipes.map((recipe, index) => (
            <Row key={recipe._id}>
              <RecipeName>
                <RecipeThumb src={recipe.image} title={recipe.title} size="2.75rem" />
                <Link to={recipePath(recipe._id)}>{recipe.title}</Link>
              </RecipeName>
              <Actions>
                <RowButton
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  aria-label={t('collections.moveUp', { title: recipe.title })}
                  aria-disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span> {t('collections.up')}
                </RowButton>
                <RowButton
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  aria-label={t('collections.moveDown', { title: recipe.title })}
                  aria-disabled={index === recipes.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span> {t('collections.down')}
                </RowButton>
                <RowButton
                  type="button"
                  $size="sm"
                  $variant="danger"
                  data-remove={recipe._id}
                  aria-label={t('collections.removeFrom', { recipe: recipe.title, collection: collection.title })}
                  aria-disabled={removing(recipe)}
                  onClick={() => removeRecipe(recipe, index)}
                >
                  {t('common.remove')}
                </RowButton>
              </Actions>
            </Row>
          ))}
        </List>
      )}
    </Region>
  );
}
