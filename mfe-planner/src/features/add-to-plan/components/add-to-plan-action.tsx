import { lazy, Suspense, useState } from 'react';
import { Button, PlusIcon } from '@forkful/ui';
import { useT } from '../../../i18n';
import type { RecipeActionProps } from './add-to-plan-dialog';

// The dialog (its form, dates and the plan's API calls) is fetched when the cook reaches for the button (pointer or
// focus), so a recipe page pays only for the button.
const loadDialog = () => import(/* webpackChunkName: "add-to-plan-dialog" */ './add-to-plan-dialog');
const AddToPlanDialog = lazy(() => loadDialog().then((module) => ({ default: module.AddToPlanDialog })));
const prefetchDialog = () => void loadDialog().catch(() => undefined);

/**
 * "Add to plan" among a recipe page's actions (the `recipe-actions` extension slot, mfe-recipes): opens a dialog that
 * puts the recipe on a day and meal of the cook's plan. Small on purpose: it loads with every recipe page.
 */
export function AddToPlanAction({ recipe }: RecipeActionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant="outline" $size="sm" aria-haspopup="dialog" onPointerEnter={prefetchDialog} onFocus={prefetchDialog} onClick={() => setOpen(true)}>
        <PlusIcon size={16} /> {t('addToPlan.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddToPlanDialog recipe={recipe} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
