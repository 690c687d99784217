import { createGlobalStyle } from 'styled-components';
import { darkPalette, lightPalette, themeCustomProperties } from '@forkful/design-tokens';
import { focusRing, visuallyHidden } from './tokens';

const lightProperties = themeCustomProperties(lightPalette);
const darkProperties = themeCustomProperties(darkPalette);

/**
 * Page-wide basics: the theme's colors, visible focus, no horizontal scroll. The shell renders it around every
 * remote, and each remote's standalone harness renders the same, so a page looks alike in both places.
 *
 * The theme object's colors are `var(--ff-…)` references; the values are declared here for both modes and switch on
 * `data-theme` on <html> (set before the first paint), or, before it is set, on the system preference. So the CSS
 * is the same text whichever theme object styles it, and a server-rendered page hydrates in either mode.
 */
export const GlobalStyle = createGlobalStyle`
  :root,
  html[data-theme='light'] {
    ${lightProperties}
    color-scheme: light;
  }

  html[data-theme='dark'] {
    ${darkProperties}
    color-scheme: dark;
  }

  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) {
      ${darkProperties}
      color-scheme: dark;
    }
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font};
    line-height: 1.5;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    transition: background-color 0.2s ease, color 0.2s ease;
    overflow-x: hidden;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  img {
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
  }

  :focus-visible {
    ${focusRing}
  }

  .link-button {
    padding: 0;
    border: none;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    cursor: pointer;
  }

  /* Kept for remotes built before the kit that may still use the class. */
  .visually-hidden {
    ${visuallyHidden}
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
