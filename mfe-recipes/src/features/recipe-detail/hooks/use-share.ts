import toast from 'react-hot-toast';
import { COOK_MESSAGES } from '@forkful/domain';

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(COOK_MESSAGES.linkCopied);
  } catch {
    toast.error(COOK_MESSAGES.copyFailed);
  }
}

/**
 * Shares the current page: the system share sheet (Web Share API) where the browser has one, else (or when the sheet
 * cannot open) the link is copied with the toast "Link copied". Closing the share sheet is not a failure.
 */
export function useShare(title: string) {
  return async () => {
    const url = window.location.href;
    if (typeof navigator.share !== 'function') return copyLink(url);
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') await copyLink(url);
    }
  };
}
