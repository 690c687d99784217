import { applyTheme, followSystemTheme, initialTheme, readStoredTheme, themeStore } from './theme-mode';

function mockSystemDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('theme persistence', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    mockSystemDark(false);
  });

  it('reads only dark or light from storage', () => {
    localStorage.setItem('theme', 'dark');
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBeUndefined();
  });

  it('starts from the stored choice over the system preference', () => {
    mockSystemDark(true);
    localStorage.setItem('theme', 'light');
    expect(initialTheme()).toBe('light');
  });

  it('follows the system preference when nothing is stored, else light', () => {
    mockSystemDark(true);
    expect(initialTheme()).toBe('dark');
    mockSystemDark(false);
    expect(initialTheme()).toBe('light');
  });

  it('toggling stores the new value under "theme" and sets data-theme on <html>', () => {
    themeStore.getState().setMode('light');
    themeStore.getState().toggle();
    expect(themeStore.getState().mode).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');

    themeStore.getState().toggle();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('can apply a theme without storing it (the unchosen system default)', () => {
    applyTheme('dark', false);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('follows a change of the system preference until the user has chosen', () => {
    let listener: ((event: { matches: boolean }) => void) | undefined;
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: (_: string, callback: (event: { matches: boolean }) => void) => (listener = callback),
      removeEventListener: () => (listener = undefined),
    })) as unknown as typeof window.matchMedia;
    themeStore.setState({ mode: 'light' });
    const stop = followSystemTheme();

    listener!({ matches: true });
    expect(themeStore.getState().mode).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();

    themeStore.getState().setMode('light');
    listener!({ matches: true });
    expect(themeStore.getState().mode).toBe('light');
    stop();
    expect(listener).toBeUndefined();
  });
});
