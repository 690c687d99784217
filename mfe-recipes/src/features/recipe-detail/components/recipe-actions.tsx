import styled from 'styled-components';
import { COOK_MESSAGES, type Recipe } from '@forkful/domain';
import { Button, ExtensionSlot, ForkIcon, PrinterIcon, ShareIcon } from '@forkful/ui';
import { useShare } from '../hooks/use-share';
import { SaveButton } from './save-button';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

interface RecipeActionsProps {
  recipe: Pick<Recipe, '_id' | 'title' | 'servings'>;
  onStartCooking: () => void;
}

/**
 * What a reader does with the recipe: save it, share it, cook from it step by step, print it, and whatever other
 * remotes contribute to the `recipe-actions` slot (the planner's "Add to plan"), shown only when they load.
 */
export function RecipeActions({ recipe: { _id, title, servings }, onStartCooking }: RecipeActionsProps) {
  const share = useShare(title);
  return (
    <Bar role="group" aria-label="Recipe actions">
      <SaveButton recipeId={_id} />
      <Button type="button" $variant="outline" $size="sm" onClick={() => void share()}>
        <ShareIcon size={16} /> {COOK_MESSAGES.share}
      </Button>
      <Button type="button" $size="sm" onClick={onStartCooking}>
        <ForkIcon size={16} /> {COOK_MESSAGES.startCooking}
      </Button>
      <Button type="button" $variant="secondary" $size="sm" onClick={() => window.print()}>
        <PrinterIcon size={16} /> Print
      </Button>
      <ExtensionSlot slot="recipe-actions" props={{ recipe: { _id, title, servings } }} />
    </Bar>
  );
}
