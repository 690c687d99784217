/**
 * The theme the shell gives every remote through styled-components' ThemeProvider.
 *
 * Its colors and shadows are CSS custom properties (`var(--ff-color-primary)`), the same in `lightTheme` and
 * `darkTheme`, so the CSS styled-components generates (and its class names) does not depend on the mode: a page
 * rendered on the server without knowing the visitor's theme hydrates unchanged. The literal values live in the
 * palettes below; the UI kit's GlobalStyle declares them with `themeCustomProperties` on `html[data-theme=…]`.
 */
export type ThemeMode = 'light' | 'dark';

export interface ThemeColors {
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
  /** Text on the heart color (the Like button). Optional: a theme object from an older shell lacks it. */
  heartText?: string;
}

export interface ForkfulTheme {
  /** For JavaScript that needs the mode (e.g. a dialog library's option); CSS must not depend on it. */
  mode: ThemeMode;
  colors: ThemeColors;
  radius: string;
  shadow: string;
  /** A raised card's shadow on hover. Optional: a theme object from an older shell lacks it. */
  cardHoverShadow?: string;
  font: string;
  /** Min widths of the 2-, 3- and 4-column grid steps. */
  breakpoints: { sm: string; md: string; lg: string };
}

/** The literal values of one mode: what the custom properties hold. */
export interface ThemePalette {
  colors: Required<ThemeColors>;
  shadow: string;
  cardHoverShadow: string;
}

export type ThemeColorName = keyof ThemeColors;

/* A record, so the compiler insists on every color name; its keys are the order of the declarations. */
const COLOR_KEYS: Record<ThemeColorName, true> = {
  background: true,
  surface: true,
  surfaceAlt: true,
  text: true,
  textMuted: true,
  primary: true,
  primaryText: true,
  accent: true,
  border: true,
  danger: true,
  success: true,
  heart: true,
  heartText: true,
};
const COLOR_NAMES = Object.keys(COLOR_KEYS) as ThemeColorName[];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The one place the custom properties are named: `--ff-color-<kebab-case name>`, `--ff-shadow`, `--ff-card-hover-shadow`. */
export const themeVariables = {
  colors: Object.fromEntries(COLOR_NAMES.map((name) => [name, `--ff-color-${kebab(name)}`])) as Record<ThemeColorName, string>,
  shadow: '--ff-shadow',
  cardHoverShadow: '--ff-card-hover-shadow',
} as const;

export const lightPalette: ThemePalette = {
  shadow: '0 2px 10px rgba(60, 40, 20, 0.10)',
  cardHoverShadow: '0 10px 28px rgba(0, 0, 0, 0.14)',
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
    heartText: '#ffffff',
  },
};

export const darkPalette: ThemePalette = {
  shadow: '0 2px 12px rgba(0, 0, 0, 0.45)',
  cardHoverShadow: '0 10px 28px rgba(0, 0, 0, 0.55)',
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
    /* Dark text on the lighter dark-theme heart color keeps the contrast readable. */
    heartText: '#17130f',
  },
};

export const palettes: Record<ThemeMode, ThemePalette> = { light: lightPalette, dark: darkPalette };

/** A palette as custom-property declarations: `--ff-color-background: #fffaf4; …; --ff-card-hover-shadow: …;`. */
export function themeCustomProperties(palette: ThemePalette): string {
  const declarations = COLOR_NAMES.map((name) => `${themeVariables.colors[name]}: ${palette.colors[name]};`);
  declarations.push(`${themeVariables.shadow}: ${palette.shadow};`);
  declarations.push(`${themeVariables.cardHoverShadow}: ${palette.cardHoverShadow};`);
  return declarations.join(' ');
}

const cssVar = (name: string) => `var(${name})`;

/** Shared by both modes: every value a CSS variable reference, nothing that differs between light and dark. */
const shared = {
  radius: '12px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Bengali', sans-serif",
  breakpoints: { sm: '640px', md: '960px', lg: '1280px' },
  shadow: cssVar(themeVariables.shadow),
  cardHoverShadow: cssVar(themeVariables.cardHoverShadow),
  colors: Object.fromEntries(COLOR_NAMES.map((name) => [name, cssVar(themeVariables.colors[name])])) as Required<ThemeColors>,
};

export const lightTheme: ForkfulTheme = { ...shared, colors: { ...shared.colors }, mode: 'light' };

export const darkTheme: ForkfulTheme = { ...shared, colors: { ...shared.colors }, mode: 'dark' };

export const themes: Record<ThemeMode, ForkfulTheme> = { light: lightTheme, dark: darkTheme };

/** The localStorage key of the visitor's chosen theme mode. */
export const THEME_STORAGE_KEY = 'theme';
