import { darkPalette, darkTheme, lightPalette, lightTheme, themeCustomProperties, type ForkfulTheme, type ThemeMode, type ThemePalette } from '@forkful/design-tokens';
import { Button, ButtonLink, IconButton } from '../components/button';
import { Card, CardGrid, TrioGrid } from '../components/card';
import { EmptyState } from '../components/empty-state';
import { Input, Select, TextArea } from '../components/form-controls';
import { TextField } from '../components/form-field';
import { Loading, Spinner } from '../components/loading';
import { NarrowContainer, PageContainer, PageHeader, Prose, SectionTitle } from '../components/page-layout';
import { RecipeCard } from '../components/recipe-card';
import { ShowMore } from '../components/show-more';
import { SkeletonBlock } from '../components/skeleton';
import { expectModeIndependentCss, renderOnServer } from '../testing/render-on-server';
import { GlobalStyle } from './global-style';
import { alpha } from './tokens';

/** A page of the kit: the global style and every styled component in each of its variants. */
function KitPage() {
  return (
    <>
      <GlobalStyle />
      <PageContainer>
        <PageHeader title="Recipes" eyebrow="All" lead="Every recipe" />
        <SectionTitle>Section</SectionTitle>
        <Prose>
          <p>Text</p>
        </Prose>
        {(['primary', 'outline', 'inverse', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
          <Button key={variant} $variant={variant} $size="sm">
            {variant}
          </Button>
        ))}
        <ButtonLink to="/all-recipes">Browse</ButtonLink>
        <IconButton aria-label="Close">x</IconButton>
        <Input aria-label="Name" aria-invalid="true" />
        <Select aria-label="Cuisine" />
        <TextArea aria-label="Notes" />
        <TextField id="email" label="Email" error="Required" />
        <Card>card</Card>
        <CardGrid>
          <li>
            <RecipeCard recipe={{ _id: 'r1', image: 'https://images.example.com/a.jpg', title: 'Pasta', cuisineType: 'Italian', prepTime: 20 }} />
          </li>
        </CardGrid>
        <TrioGrid />
        <EmptyState icon={<svg aria-hidden="true" />} title="Nothing" hint="Add one" />
        <ShowMore hasNextPage isFetchingNextPage={false} fetchNextPage={() => undefined} />
        <SkeletonBlock $height="18px" $width="40%" />
        <Loading />
        <Spinner />
      </PageContainer>
      <NarrowContainer />
    </>
  );
}

describe('CSS independent of the theme mode (server rendering hydrates in either mode)', () => {
  it('renders the same HTML, class names and CSS under the light and the dark theme', () => {
    const light = renderOnServer(<KitPage />, lightTheme);
    const dark = renderOnServer(<KitPage />, darkTheme);
    expect(light.css.length).toBeGreaterThan(1000);
    expect(dark.html).toBe(light.html);
    expect(dark.css).toBe(light.css);
    expect(expectModeIndependentCss(<KitPage />)).toBe(light.css);
  });

  it('has no literal palette color in the components’ CSS, only the variables', () => {
    const { css } = renderOnServer(<KitPage />, darkTheme);
    const rules = css.replace(/--ff-[a-z-]+:[^;]+;/g, ''); // all but GlobalStyle's declarations of the variables
    for (const value of [...Object.values(lightPalette.colors), ...Object.values(darkPalette.colors)]) {
      expect(rules).not.toContain(value);
    }
    expect(rules).toContain('var(--ff-color-primary)');
    expect(rules).toContain('var(--ff-card-hover-shadow)');
    expect(rules).not.toMatch(/var\(--ff-[a-z-]+\)[0-9a-f]{2}\b/);
  });

  it('declares the light values on :root, the dark ones on data-theme=dark and, without the attribute, for a dark system', () => {
    const { css } = renderOnServer(<GlobalStyle />, lightTheme);
    const compact = css.replace(/\s+/g, '');
    expect(compact).toContain(`:root,html[data-theme='light']{${themeCustomProperties(lightPalette).replace(/\s+/g, '')}color-scheme:light;}`);
    expect(compact).toContain(`html[data-theme='dark']{${themeCustomProperties(darkPalette).replace(/\s+/g, '')}color-scheme:dark;}`);
    expect(compact).toContain(`@media(prefers-color-scheme:dark){:root:not([data-theme]){${themeCustomProperties(darkPalette).replace(/\s+/g, '')}`);
    expect(compact).toContain('--ff-color-primary:#c2410c;');
    expect(compact).toContain('--ff-color-primary:#fb923c;');
  });
});

describe("an older shell's theme object (literal colors, no cardHoverShadow)", () => {
  const legacyTheme = (palette: ThemePalette, mode: ThemeMode): ForkfulTheme => ({
    ...lightTheme,
    mode,
    colors: { ...palette.colors, heartText: undefined },
    shadow: palette.shadow,
    cardHoverShadow: undefined,
  });
  const card = <RecipeCard recipe={{ _id: 'r1', image: 'https://images.example.com/a.jpg', title: 'Pasta', cuisineType: 'Italian', prepTime: 20 }} />;

  it("still styles the kit in that shell's colors, with the hover shadow that shell's kit used", () => {
    const light = renderOnServer(card, legacyTheme(lightPalette, 'light')).css;
    const dark = renderOnServer(card, legacyTheme(darkPalette, 'dark')).css;
    expect(light).toContain(lightPalette.colors.primary);
    expect(light).toMatch(/box-shadow:0 10px 28px rgba\(0, ?0, ?0, ?0\.14\)/);
    expect(dark).toMatch(/box-shadow:0 10px 28px rgba\(0, ?0, ?0, ?0\.55\)/);
    // What the server-rendering check above guards against: literal, per-mode CSS.
    expect(dark).not.toBe(light);
  });
});

describe('alpha', () => {
  it('mixes the color with transparent at the given fraction, so it works on var() references', () => {
    expect(alpha('var(--ff-color-primary)', 0.53)).toBe('color-mix(in srgb, var(--ff-color-primary) 53%, transparent)');
    expect(alpha('#c2410c', 0.15)).toBe('color-mix(in srgb, #c2410c 15%, transparent)');
    expect(alpha('red', 0.125)).toBe('color-mix(in srgb, red 12.5%, transparent)');
    expect(alpha('red', 0)).toBe('color-mix(in srgb, red 0%, transparent)');
  });

  it('refuses a fraction outside 0 to 1', () => {
    expect(() => alpha('red', 53)).toThrow(RangeError);
    expect(() => alpha('red', -0.1)).toThrow(RangeError);
    expect(() => alpha('red', Number.NaN)).toThrow(RangeError);
  });
});
