import { useState } from 'react';
import { Button, PlusIcon } from '@forkful/ui';
import { AddToPlanDialog, type RecipeActionProps } from './add-to-plan-dialog';

/**
 * "Add to plan" among a recipe page's actions (the `recipe-actions` extension slot, mfe-recipes): opens a dialog that
 * puts the recipe on a day and meal of the cook's plan. Small on purpose: it loads with every recipe page.
 */
export function AddToPlanAction({ recipe }: RecipeActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant="outline" $size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <PlusIcon size={16} /> Add to plan
      </Button>
      {open && <AddToPlanDialog recipe={recipe} onClose={() => setOpen(false)} />}
    </>
  );
}
