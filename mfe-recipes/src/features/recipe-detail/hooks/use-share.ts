import toast from 'react-hot-toast';
import { useT } from '../../../i18n';

async function copyLink(url: string, t: ReturnType<typeof useT>): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t('actions.linkCopied'));
  } catch {
    toast.error(t('actions.copyFailed'));
  }
}

/**
 * Shares the current page: the system share sheet (Web Share API) where the browser has one, else (or when the sheet
 * cannot open) the link is copied with the toast "Link copied". Closing the share sheet is not a failure.
 */
export function useShare(title: string) {
  const t = useT();
  return async () => {
    const url = window.location.href;
    if (typeof navigator.share !== 'function') return copyLink(url, t);
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') await copyLink(url, t);
    }
  };
}
