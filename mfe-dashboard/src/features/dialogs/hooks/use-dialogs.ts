import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { confirmDeleteDialog, preloadDialogs, showErrorDialog, showSuccessDialog } from '../components/dialogs';

/** The dialogs bound to the theme the component renders in; `preload` when one is about to be needed (a submit). */
export function useDialogs() {
  const theme = useTheme();
  return useMemo(
    () => ({
      success: (title: string) => showSuccessDialog(theme, title),
      error: (title: string, footer?: string) => showErrorDialog(theme, title, footer),
      confirmDelete: () => confirmDeleteDialog(theme),
      preload: () => void preloadDialogs(),
    }),
    [theme],
  );
}
