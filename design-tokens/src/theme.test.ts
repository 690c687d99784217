import { darkPalette, darkTheme, lightPalette, lightTheme, palettes, themeCustomProperties, themes, themeVariables } from './theme';

const colorNames = Object.keys(themeVariables.colors).sort();

/** The declarations as a name -> value map. */
function parse(declarations: string): Record<string, string> {
  return Object.fromEntries(
    declarations
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const colon = part.indexOf(':');
        return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()];
      }),
  );
}

describe('theme palettes and custom properties', () => {
  it('names one --ff-color-* variable per color, all distinct', () => {
    expect(themeVariables.colors.primary).toBe('--ff-color-primary');
    expect(themeVariables.colors.surfaceAlt).toBe('--ff-color-surface-alt');
    expect(themeVariables.colors.heartText).toBe('--ff-color-heart-text');
    const names = Object.values(themeVariables.colors);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^--ff-color-[a-z]+(-[a-z]+)*$/);
    expect(themeVariables.shadow).toBe('--ff-shadow');
    expect(themeVariables.cardHoverShadow).toBe('--ff-card-hover-shadow');
  });

  it('gives both palettes a value for every color, and the same set', () => {
    expect(Object.keys(lightPalette.colors).sort()).toEqual(colorNames);
    expect(Object.keys(darkPalette.colors).sort()).toEqual(colorNames);
    for (const palette of [lightPalette, darkPalette]) {
      for (const value of Object.values(palette.colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(palettes).toEqual({ light: lightPalette, dark: darkPalette });
  });

  it('declares every variable with the palette value, the same names for both modes', () => {
    const light = parse(themeCustomProperties(lightPalette));
    const dark = parse(themeCustomProperties(darkPalette));
    expect(Object.keys(light)).toEqual(Object.keys(dark));
    expect(Object.keys(light)).toHaveLength(colorNames.length + 2);
    expect(light['--ff-color-primary']).toBe('#c2410c');
    expect(dark['--ff-color-primary']).toBe('#fb923c');
    expect(light['--ff-shadow']).toBe(lightPalette.shadow);
    expect(dark['--ff-card-hover-shadow']).toBe(darkPalette.cardHoverShadow);
    for (const [name, variable] of Object.entries(themeVariables.colors)) {
      expect(light[variable]).toBe(lightPalette.colors[name as keyof typeof lightPalette.colors]);
      expect(dark[variable]).toBe(darkPalette.colors[name as keyof typeof darkPalette.colors]);
    }
  });

  it('makes the light and dark theme objects differ only in mode, every color a variable reference', () => {
    expect(lightTheme.mode).toBe('light');
    expect(darkTheme.mode).toBe('dark');
    expect({ ...lightTheme, mode: undefined }).toEqual({ ...darkTheme, mode: undefined });
    expect(Object.keys(lightTheme.colors).sort()).toEqual(colorNames);
    for (const [name, value] of Object.entries(lightTheme.colors)) {
      expect(value).toBe(`var(${themeVariables.colors[name as keyof typeof themeVariables.colors]})`);
    }
    expect(lightTheme.shadow).toBe('var(--ff-shadow)');
    expect(lightTheme.cardHoverShadow).toBe('var(--ff-card-hover-shadow)');
    expect(themes).toEqual({ light: lightTheme, dark: darkTheme });
  });
});
