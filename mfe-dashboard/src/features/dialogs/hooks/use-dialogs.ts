import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { confirmDeleteDialog, showErrorDialog, showSuccessDialog } from '../components/dialogs';

/** The dialogs bound to the theme the component renders in. */
export function useDialogs() {
  const theme = useTheme();
  return useMemo(
    () => ({
      success: (title: string) => showSuccessDialog(theme, title),
      error: (title: string, footer?: string) => showErrorDialog(theme, title, footer),
      confirmDelete: () => confirmDeleteDialog(theme),
    }),
    [theme],
  );
}
