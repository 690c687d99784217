import type { CSSProperties } from 'react';
import { Toaster } from 'react-hot-toast';
import { useTheme } from 'styled-components';
import { TOAST } from '@forkful/design-tokens';

/**
 * The page's one Toaster, in the active theme's colors with the product's durations. Remotes call toast() on the
 * shared react-hot-toast singleton; the shell (or a standalone harness) renders this inside its ThemeProvider.
 */
export function ThemedToaster({ containerStyle }: { containerStyle?: CSSProperties }) {
  const theme = useTheme();
  return (
    <Toaster
      position="top-center"
      containerStyle={containerStyle}
      toastOptions={{
        duration: TOAST.defaultMs,
        success: { duration: TOAST.successMs },
        error: { duration: TOAST.errorMs },
        style: { background: theme.colors.surface, color: theme.colors.text, border: `1px solid ${theme.colors.border}` },
      }}
    />
  );
}
