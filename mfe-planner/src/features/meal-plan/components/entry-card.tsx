import { useDraggable } from '@dnd-kit/core';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MealPlanEntry } from '@forkful/domain';
import { Button, Icon, RecipeThumb, focusRing } from '@forkful/ui';
import { useT } from '../../../i18n';
import { EntryServings } from './entry-servings';

const Card = styled.article<{ $dragging: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr) auto;
  gap: 0.5rem 0.75rem;
  align-items: start;
  padding: 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ $dragging, theme }) => ($dragging ? theme.shadow : 'none')};
  z-index: ${({ $dragging }) => ($dragging ? 10 : 'auto')};
  opacity: ${({ $dragging }) => ($dragging ? 0.9 : 1)};
`;

const Text = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.h4`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
  a:focus-visible {
    ${focusRing}
  }
`;

const Removed = styled.span`
  display: block;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.danger};
`;

const Muted = styled.p`
  margin: 0.2rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Handle = styled.button`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  /* The pointer sensor, not the browser, handles a touch on it: no scroll or zoom starts from the handle. */
  touch-action: none;

  &:focus-visible {
    ${focusRing}
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;

  > :first-child {
    margin-right: auto;
  }
`;

const GripIcon = () => (
  <Icon size={18}>
    <path d="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01" strokeWidth={3} />
  </Icon>
);

interface EntryCardProps {
  entry: MealPlanEntry;
  onServings: (entry: MealPlanEntry, servings: number) => void;
  onMove: (entry: MealPlanEntry) => void;
  onRemove: (entry: MealPlanEntry) => void;
}

/**
 * One planned recipe: picture, title (a link to the recipe, or "Recipe removed" when its author deleted it), servings,
 * note, and what the cook can do with it (servings, Move, Remove, and the handle that drags it to another meal).
 */
export function EntryCard({ entry, onServings, onMove, onRemove }: EntryCardProps) {
  const t = useT();
  const { recipe } = entry;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: entry._id });
  const titleId = `entry-${entry._id}-title`;
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;

  return (
    <Card ref={setNodeRef} style={style} $dragging={isDragging} aria-labelledby={titleId}>
      <RecipeThumb src={recipe.image} title={recipe.title} alt={recipe.imageAlt} size="3.5rem" decorative={false} />
      <Text>
        {recipe.removed && <Removed>{t('entry.removed')}</Removed>}
        <Title id={titleId}>{recipe.removed ? recipe.title : <Link to={`/recipes/${recipe._id}`}>{recipe.title}</Link>}</Title>
        {recipe.removed && <Muted>{t('entry.removedNote')}</Muted>}
        {entry.note && <Muted>{entry.note}</Muted>}
      </Text>
      <Handle ref={setActivatorNodeRef} id={`entry-${entry._id}-drag`} type="button" aria-label={t('entry.drag', { title: recipe.title })} {...attributes} {...listeners}>
        <GripIcon />
      </Handle>
      <Actions>
        {recipe.removed ? (
          <Muted>{t('entry.servings', { count: entry.servings })}</Muted>
        ) : (
          <EntryServings id={`entry-${entry._id}-servings`} title={recipe.title} servings={entry.servings} onChange={(servings) => onServings(entry, servings)} />
        )}
        <Button id={`entry-${entry._id}-move`} type="button" $variant="secondary" $size="sm" aria-label={t('entry.moveOf', { title: recipe.title })} onClick={() => onMove(entry)}>
          {t('entry.move')}
        </Button>
        <Button type="button" $variant="danger" $size="sm" aria-label={t('entry.removeOf', { title: recipe.title })} onClick={() => onRemove(entry)}>
          {t('entry.remove')}
        </Button>
      </Actions>
    </Card>
  );
}
