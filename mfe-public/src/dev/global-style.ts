import { createGlobalStyle } from 'styled-components';

/** Page-wide basics for the standalone dev page only (inside the product the shell owns these). */
export const DevGlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font};
    -webkit-font-smoothing: antialiased;
  }
`;
