import { useState } from 'react';
import type { RecipeDraft } from '@forkful/domain';
import { Button } from '@forkful/ui';
import { useT } from '../../../i18n';
import { ImportDialog } from './import-dialog';

/** "Import from a web page" and its dialog; a page's draft closes the dialog and goes to `onDraft`. */
export function ImportRecipes({ onDraft }: { onDraft: (draft: RecipeDraft) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('import.open')}
      </Button>
      {open && (
        <ImportDialog
          onClose={() => setOpen(false)}
          onDraft={(draft) => {
            setOpen(false);
            onDraft(draft);
          }}
        />
      )}
    </>
  );
}
