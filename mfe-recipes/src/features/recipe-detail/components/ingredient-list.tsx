import styled from 'styled-components';
import { useT } from '../../../i18n';

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  line-height: 1.45;

  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin-top: 0.5em;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
  }
`;

const None = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The ingredient lines (see useIngredientLines) as a list named by its heading. */
export function IngredientList({ items, labelledBy }: { items: string[]; labelledBy: string }) {
  const t = useT();
  if (items.length === 0) return <None>{t('recipe.noIngredients')}</None>;
  return (
    <List aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <Item key={`${index}-${item}`}>{item}</Item>
      ))}
    </List>
  );
}
