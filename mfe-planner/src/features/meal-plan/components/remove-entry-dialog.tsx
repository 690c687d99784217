import type { MealPlanEntry } from '@forkful/domain';
import { Button, Modal } from '@forkful/ui';
import { DialogText, FormActions } from '../../../components/entry-fields';
import { usePlanWords } from '../../../i18n/plan-words';

/** Asks before an entry leaves the plan; Cancel (or Escape) keeps it. */
export function RemoveEntryDialog({ entry, onRemove, onClose }: { entry: MealPlanEntry; onRemove: (entry: MealPlanEntry) => void; onClose: () => void }) {
  const { t, cell } = usePlanWords();
  return (
    <Modal title={t('remove.title', { title: entry.recipe.title })} onClose={onClose}>
      <DialogText>{t('remove.text', { cell: cell(entry) })}</DialogText>
      <FormActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          type="button"
          $variant="danger"
          onClick={() => {
            onRemove(entry);
            onClose();
          }}
        >
          {t('entry.remove')}
        </Button>
      </FormActions>
    </Modal>
  );
}
