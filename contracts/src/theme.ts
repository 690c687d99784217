/** The theme the shell gives every remote through styled-components' ThemeProvider. */
export type ThemeMode = 'light' | 'dark';

export interface ForkfulTheme {
  mode: ThemeMode;
  colors: {
    background: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryText: string;
    accent: string;
    border: string;
    danger: string;
    success: string;
    heart: string;
  };
  radius: string;
  shadow: string;
  font: string;
  /** Min widths of the 2-, 3- and 4-column grid steps. */
  breakpoints: { sm: string; md: string; lg: string };
}

const shared = {
  radius: '12px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  breakpoints: { sm: '640px', md: '960px', lg: '1280px' },
};

export const lightTheme: ForkfulTheme = {
  ...shared,
  mode: 'light',
  shadow: '0 2px 10px rgba(60, 40, 20, 0.10)',
  colors: {
    background: '#fffaf4',
    surface: '#ffffff',
    surfaceAlt: '#fdf0e2',
    text: '#2b2118',
    textMuted: '#6b5a4b',
    primary: '#c2410c',
    primaryText: '#ffffff',
    accent: '#15803d',
    border: '#ead9c6',
    danger: '#b91c1c',
    success: '#15803d',
    heart: '#e11d48',
  },
};

export const darkTheme: ForkfulTheme = {
  ...shared,
  mode: 'dark',
  shadow: '0 2px 12px rgba(0, 0, 0, 0.45)',
  colors: {
    background: '#17130f',
    surface: '#221c17',
    surfaceAlt: '#2c241d',
    text: '#f5ede4',
    textMuted: '#c4b5a5',
    primary: '#fb923c',
    primaryText: '#1a120b',
    accent: '#4ade80',
    border: '#3d322a',
    danger: '#f87171',
    success: '#4ade80',
    heart: '#fb7185',
  },
};

export const themes: Record<ThemeMode, ForkfulTheme> = { light: lightTheme, dark: darkTheme };
