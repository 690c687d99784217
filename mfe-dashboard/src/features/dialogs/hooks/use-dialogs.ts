import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { useT } from '../../../i18n';
import { confirmDeleteDialog, preloadDialogs, showErrorDialog, showSuccessDialog } from '../components/dialogs';

/**
 * The dialogs bound to the theme and the language the component renders in (titles come translated from the caller;
 * the buttons and the delete question in the page's language); `preload` when one is about to be needed (a submit).
 */
export function useDialogs() {
  const theme = useTheme();
  const t = useT();
  return useMemo(
    () => ({
      success: (title: string) => showSuccessDialog(theme, title),
      error: (title: string, footer?: string) => showErrorDialog(theme, title, footer, t),
      confirmDelete: () => confirmDeleteDialog(theme, t),
      preload: () => void preloadDialogs(),
    }),
    [theme, t],
  );
}
