import styled from 'styled-components';
import { COOK_MESSAGES } from '@forkful/domain';
import { Button, ForkIcon, PrinterIcon, ShareIcon } from '@forkful/ui';
import { useShare } from '../hooks/use-share';
import { SaveButton } from './save-button';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

interface RecipeActionsProps {
  recipeId: string;
  title: string;
  onStartCooking: () => void;
}

/** What a reader does with the recipe: save it, share it, cook from it step by step, print it. */
export function RecipeActions({ recipeId, title, onStartCooking }: RecipeActionsProps) {
  const share = useShare(title);
  return (
    <Bar role="group" aria-label="Recipe actions">
      <SaveButton recipeId={recipeId} />
      <Button type="button" $variant="outline" $size="sm" onClick={() => void share()}>
        <ShareIcon size={16} /> {COOK_MESSAGES.share}
      </Button>
      <Button type="button" $size="sm" onClick={onStartCooking}>
        <ForkIcon size={16} /> {COOK_MESSAGES.startCooking}
      </Button>
      <Button type="button" $variant="secondary" $size="sm" onClick={() => window.print()}>
        <PrinterIcon size={16} /> Print
      </Button>
    </Bar>
  );
}
