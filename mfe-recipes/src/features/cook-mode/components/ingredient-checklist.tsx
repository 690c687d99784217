import { useId, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '@forkful/ui';
import { useT } from '../../../i18n';

const Panel = styled.section`
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Heading = styled.h3`
  margin: 0 0 0.75rem;
  font-size: 1.05rem;
`;

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.label<{ $done: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  min-height: 44px;
  line-height: 1.4;
  cursor: pointer;
  color: ${({ theme, $done }) => ($done ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};

  & > input {
    flex: none;
    width: 1.2rem;
    height: 1.2rem;
    margin-top: 0.1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  & > input:focus-visible {
    ${focusRing}
  }
`;

/** The ingredients as a checklist: ticking one off strikes it through (kept while cook mode is open). */
export function IngredientChecklist({ ingredients }: { ingredients: string[] }) {
  const headingId = useId();
  const t = useT();
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setDone((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  // Named apart from the recipe page's own Ingredients section behind the dialog: two regions of one name confuse a
  // screen reader's list of landmarks (axe landmark-unique).
  return (
    <Panel aria-label={t('cookMode.checklist')}>
      <Heading id={headingId}>{t('cookMode.ingredients')}</Heading>
      <List aria-labelledby={headingId}>
        {ingredients.map((line, index) => (
          <li key={`${index}-${line}`}>
            <Item $done={done.has(index)}>
              <input type="checkbox" checked={done.has(index)} onChange={() => toggle(index)} />
              {line}
            </Item>
          </li>
        ))}
      </List>
    </Panel>
  );
}
