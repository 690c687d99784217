import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme, type ForkfulTheme } from '@forkful/design-tokens';

/** What a server sends for `ui` in `theme` (inside a memory router): the HTML, with its class names, and the CSS. */
export function renderOnServer(ui: ReactElement, theme: ForkfulTheme): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <MemoryRouter>{ui}</MemoryRouter>
        </ThemeProvider>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * Renders `ui` on the server in the light and in the dark theme and expects the same HTML and CSS: the colors are
 * CSS variables, so a server-rendered page hydrates whichever theme the visitor has. Returns the CSS.
 */
export function expectModeIndependentCss(ui: ReactElement): string {
  const light = renderOnServer(ui, lightTheme);
  const dark = renderOnServer(ui, darkTheme);
  expect(dark.html).toBe(light.html);
  expect(dark.css).toBe(light.css);
  // A hex alpha appended to a variable (`var(--ff-color-primary)88`) is invalid CSS: use alpha() from the kit.
  expect(light.css).not.toMatch(/var\(--ff-[a-z-]+\)[0-9a-fA-F]{2}/);
  return light.css;
}
