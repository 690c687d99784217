import { createStore, useStore } from 'zustand';
import { THEME_STORAGE_KEY, type ThemeMode } from '@forkful/design-tokens';

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'dark' || value === 'light';
}

/** The stored choice, or undefined when there is none (or storage is unavailable). */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): ThemeMode | undefined {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeMode(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The stored choice, else the system's preference, else light. */
export function initialTheme(): ThemeMode {
  const stored = readStoredTheme();
  if (stored) return stored;
  const prefersDark = typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

/** Persists the choice and sets `data-theme` on <html>, which the pre-paint script in index.html also reads. */
export function applyTheme(mode: ThemeMode, persist: boolean): void {
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.style.colorScheme = mode;
  if (!persist) return;
  try {
    safeLocalStorage()?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode or a full quota: the theme still applies for this visit.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
  setMode: (mode: ThemeMode) => void;
}

/**
 * Only an explicit choice is stored; until then the page follows the system preference. The store starts 'light',
 * as the server renders (it cannot know the visitor's choice), and takes the real mode at once: hydration reads the
 * initial state (the server's), the first render after it the real one. The colours never depend on this (they are
 * CSS variables switched by `data-theme`, set before the first paint); only the toggle's label and icon do.
 */
export const themeStore = createStore<ThemeState>((set, get) => ({
  mode: 'light',
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
  setMode: (mode) => {
    applyTheme(mode, true);
    set({ mode });
  },
}));
if (typeof window !== 'undefined') themeStore.setState({ mode: initialTheme() });

export function useThemeMode(): ThemeState {
  return useStore(themeStore);
}

/** Until the user chooses a theme, the page follows the system's preference as it changes. */
export function followSystemTheme(): () => void {
  const query = typeof window !== 'undefined' ? window.matchMedia?.('(prefers-color-scheme: dark)') : undefined;
  if (!query?.addEventListener) return () => undefined;
  const onChange = (event: MediaQueryListEvent) => {
    if (readStoredTheme()) return;
    const mode: ThemeMode = event.matches ? 'dark' : 'light';
    applyTheme(mode, false);
    themeStore.setState({ mode });
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
