import { useState } from 'react';
import toast from 'react-hot-toast';
import type { ReportableKind } from '@forkful/domain';
import { Button } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useViewerUid } from '../hooks/use-viewer-uid';

type DialogModule = typeof import('./report-dialog');

// Loaded on the first click and kept: a page with many Report buttons carries only this file until one is used.
let dialogModule: DialogModule | undefined;

export interface ReportButtonProps {
  kind: ReportableKind;
  itemId: string;
  /** What is reported, as the reader knows it ("Weeknight dinners", "Maria's review"): the button's name ends with it. */
  itemLabel: string;
  /** Its author's uid: they see no Report button on their own item (the API refuses it too). */
  authorUid?: string;
}

/**
 * "Report" for a signed-in reader (nothing for others, nor on the server): opens the report dialog, which asks why
 * and sends the report.
 */
export function ReportButton({ kind, itemId, itemLabel, authorUid }: ReportButtonProps) {
  const uid = useViewerUid();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const t = useT();
  if (!uid || uid === authorUid) return null;

  function openDialog() {
    if (dialogModule) {
      setOpen(true);
      return;
    }
    if (loading) return;
    setLoading(true);
    import('./report-dialog')
      .then((loaded) => {
        dialogModule = loaded;
        setOpen(true);
      })
      .catch(() => toast.error(t('report.openFailed')))
      .finally(() => setLoading(false));
  }

  const Dialog = open ? dialogModule?.ReportDialog : undefined;
  return (
    <>
      <Button type="button" $variant="ghost" $size="sm" aria-haspopup="dialog" aria-label={t('report.buttonLabel', { item: itemLabel })} aria-busy={loading || undefined} onClick={openDialog}>
        {t('report.button')}
      </Button>
      {Dialog && <Dialog kind={kind} itemId={itemId} itemLabel={itemLabel} onClose={() => setOpen(false)} />}
    </>
  );
}
