import { useLayoutEffect, useState } from 'react';
import { THEME_STORAGE_KEY, type ThemeMode } from '@forkful/design-tokens';

function initialMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // Storage unavailable: fall back to the system's preference.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The standalone page's theme, stored as the shell stores it (localStorage `theme`, `data-theme` on <html>). The
 * colors follow `data-theme` (GlobalStyle's CSS variables), so it is set before the browser paints.
 */
export function useStandaloneTheme(): [ThemeMode, () => void] {
  const [mode, setMode] = useState<ThemeMode>(initialMode);
  useLayoutEffect(() => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Private mode or a full quota: the theme still applies for this visit.
    }
    document.documentElement.setAttribute('data-theme', mode);
  }, [mode]);
  return [mode, () => setMode((current) => (current === 'dark' ? 'light' : 'dark'))];
}
