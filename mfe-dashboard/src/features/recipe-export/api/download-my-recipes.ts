import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { exportFileName } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';

/** Hands `blob` to the browser as a download named `fileName`, through a temporary link to an object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Given back once the click's download has taken the URL (revoking at once can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET /my-recipes/export, saved as today's `forkful-recipes-<date>.json`: schema.org recipes, pretty-printed. */
export async function downloadMyRecipes(): Promise<void> {
  const recipes = await api.imports.exportMine();
  const blob = new Blob([`${JSON.stringify(recipes, null, 2)}\n`], { type: 'application/json' });
  saveFile(blob, exportFileName(new Date()));
}

/** Downloads the cook's recipes; a failure toasts what went wrong, in the page's language. */
export function useDownloadMyRecipes() {
  const t = useT();
  const errorText = useApiErrorText();
  return useMutation({
    mutationFn: downloadMyRecipes,
    onError: (error) => {
      console.error('Downloading my recipes failed', error);
      toast.error(t('export.failed', { reason: errorText(error) }));
    },
  });
}
