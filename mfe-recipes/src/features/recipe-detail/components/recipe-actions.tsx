import styled from 'styled-components';
import toast from 'react-hot-toast';
import type { Recipe } from '@forkful/domain';
import { Button, ExtensionSlot, ForkIcon, Icon, PrinterIcon, ShareIcon, type IconProps } from '@forkful/ui';
import { AddToCollectionButton } from '../../collections';
import { useT } from '../../../i18n';
import { useShare } from '../hooks/use-share';
import { SaveButton } from './save-button';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3v12m-5-5 5 5 5-5M4 21h16" />
  </Icon>
);

/** Loaded on the first click: the page's first load does without it. */
function download(recipe: Recipe, failed: string) {
  import('./download-recipe')
    .then(({ downloadRecipe }) => downloadRecipe(recipe))
    .catch(() => toast.error(failed));
}

interface RecipeActionsProps {
  recipe: Recipe;
  onStartCooking: () => void;
}

/**
 * What a reader does with the recipe: save it, add it to their collections, share it, cook from it step by step,
 * print it, download it as a schema.org file, and whatever other remotes contribute to the `recipe-actions` slot
 * (the planner's "Add to plan"), shown only when they load.
 */
export function RecipeActions({ recipe, onStartCooking }: RecipeActionsProps) {
  const { _id, title, servings } = recipe;
  const share = useShare(title);
  const t = useT();
  return (
    <Bar role="group" aria-label={t('actions.group')}>
      <SaveButton recipeId={_id} />
      <AddToCollectionButton recipeId={_id} />
      <Button type="button" $variant="outline" $size="sm" onClick={() => void share()}>
        <ShareIcon size={16} /> {t('actions.share')}
      </Button>
      <Button type="button" $size="sm" onClick={onStartCooking}>
        <ForkIcon size={16} /> {t('actions.startCooking')}
      </Button>
      <Button type="button" $variant="secondary" $size="sm" onClick={() => window.print()}>
        <PrinterIcon size={16} /> {t('actions.print')}
      </Button>
      <Button type="button" $variant="secondary" $size="sm" onClick={() => download(recipe, t('actions.downloadFailed'))}>
        <DownloadIcon size={16} /> {t('actions.download')}
      </Button>
      <ExtensionSlot slot="recipe-actions" props={{ recipe: { _id, title, servings } }} />
    </Bar>
  );
}
