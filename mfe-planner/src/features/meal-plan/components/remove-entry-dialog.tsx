import type { MealPlanEntry } from '@forkful/domain';
import { Button, Modal } from '@forkful/ui';
import { DialogText, FormActions } from '../../../components/entry-fields';
import { cellLabel } from './plan-dnd';

/** Asks before an entry leaves the plan; Cancel (or Escape) keeps it. */
export function RemoveEntryDialog({ entry, onRemove, onClose }: { entry: MealPlanEntry; onRemove: (entry: MealPlanEntry) => void; onClose: () => void }) {
  return (
    <Modal title={`Remove ${entry.recipe.title}?`} onClose={onClose}>
      <DialogText>{`It comes off your plan for ${cellLabel(entry)}.`}</DialogText>
      <FormActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="button"
          $variant="danger"
          onClick={() => {
            onRemove(entry);
            onClose();
          }}
        >
          Remove
        </Button>
      </FormActions>
    </Modal>
  );
}
