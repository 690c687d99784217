import { createGlobalStyle } from 'styled-components';
import { focusRing, visuallyHidden } from './tokens';

/**
 * Page-wide basics: colors from the active theme, visible focus, no horizontal scroll. The shell renders it around
 * every remote, and each remote's standalone harness renders the same, so a page looks alike in both places.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    color-scheme: ${({ theme }) => theme.mode};
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
