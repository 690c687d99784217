import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ShoppingItem } from '@forkful/domain';
import { CloseIcon, IconButton, focusRing } from '@forkful/ui';
import { useFocusAfterChange } from '../../../hooks/use-focus-after-change';
import { useT } from '../../../i18n';
import { useCheckItem, useRemoveItem } from '../api/use-list-writes';
import { useItemText } from '../hooks/use-item-text';

/** The own-item field's id: where focus goes when the last item is removed. */
export const NEW_ITEM_FIELD_ID = 'shopping-list-new-item';

const checkboxId = (item: ShoppingItem) => `shopping-item-${item._id}`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: 0.75rem;
  padding: 0.6rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    ${focusRing}
  }
  label {
    display: block;
    overflow-wrap: anywhere;
    font-weight: 600;
    text-decoration: ${({ $checked }) => ($checked ? 'line-through' : 'none')};
    color: ${({ theme, $checked }) => ($checked ? theme.colors.textMuted : theme.colors.text)};
    cursor: pointer;
  }
  && > button {
    width: 2.25rem;
    height: 2.25rem;
  }
`;

const Sources = styled.p`
  margin: 0.15rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    ${focusRing}
  }
`;

/** "For: Carbonara, Pancakes", each a link to its recipe; "Your own item" for one the cook added. */
function ItemSources({ item }: { item: ShoppingItem }) {
  const t = useT();
  if (item.recipes.length === 0) return item.own ? <Sources>{t('items.own')}</Sources> : null;
  return (
    <Sources>
      {t('items.for')}{' '}
      {item.recipes.map((source, i) => (
        <Fragment key={source.recipeId}>
          {i > 0 && ', '}
          <Link to={`/recipes/${source.recipeId}`}>{source.title}</Link>
        </Fragment>
      ))}
    </Sources>
  );
}

/** The items as checkboxes (named by their text), each with the recipes that need it and a Remove button. */
export function ShoppingItems({ items }: { items: ShoppingItem[] }) {
  const t = useT();
  const textOf = useItemText();
  const check = useCheckItem();
  const remove = useRemoveItem();
  const focusAfter = useFocusAfterChange(items);
  const removeItem = (item: ShoppingItem, index: number) => {
    // Focus stays in the list: on the next item, else the one before, else the field that adds one.
    const neighbours = [items[index + 1], items[index - 1]].filter(Boolean).map(checkboxId);
    focusAfter([...neighbours, NEW_ITEM_FIELD_ID]);
    remove.mutate({ item });
  };
  return (
    <List aria-label={t('items.label')}>
      {items.map((item, index) => {
        const inputId = checkboxId(item);
        return (
          <Row key={item._id} $checked={item.checked}>
            <input id={inputId} type="checkbox" checked={item.checked} onChange={(event) => check.mutate({ item, checked: event.target.checked })} />
            <div>
              <label htmlFor={inputId}>{textOf(item)}</label>
              <ItemSources item={item} />
            </div>
            <IconButton type="button" aria-label={t('items.remove', { item: textOf(item) })} onClick={() => removeItem(item, index)}>
              <CloseIcon size={16} />
            </IconButton>
          </Row>
        );
      })}
    </List>
  );
}
