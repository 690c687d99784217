import { useEffect, useState } from 'react';
import { THEME_STORAGE_KEY, type ThemeMode } from '@forkful/contracts';

function initialMode(): ThemeMode {
  const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  if (stored === 'dark' || stored === 'light') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The standalone page's theme, stored like the shell stores it (localStorage `theme`, `data-theme` on <html>). */
export function useDevTheme(): [ThemeMode, () => void] {
  const [mode, setMode] = useState<ThemeMode>(initialMode);
  useEffect(() => {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
    document.documentElement.setAttribute('data-theme', mode);
  }, [mode]);
  return [mode, () => setMode((current) => (current === 'dark' ? 'light' : 'dark'))];
}
