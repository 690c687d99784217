import { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { ThemeMode } from '@forkful/contracts';

const GlobalStyle = createGlobalStyle`
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font};
  }
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.6rem 1rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  button {
    font: inherit;
    padding: 0.35rem 0.8rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    white-space: nowrap;
  }
`;

/* Stands in for the shell's content area, which keeps pages off the screen edge. */
const Main = styled.main`
  padding: 0 1rem;
`;

/** The standalone page's frame: which remote this is and the theme switch the shell normally provides. */
export function DevFrame(props: { mode: ThemeMode; onToggleTheme: () => void; children: ReactNode }) {
  return (
    <>
      <GlobalStyle />
      <Bar>
        <span>Forkful dashboard remote (standalone)</span>
        <button type="button" onClick={props.onToggleTheme} aria-label={`Switch to ${props.mode === 'dark' ? 'light' : 'dark'} theme`}>
          {props.mode === 'dark' ? 'Light theme' : 'Dark theme'}
        </button>
      </Bar>
      <Main>{props.children}</Main>
    </>
  );
}
