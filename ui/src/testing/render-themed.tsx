import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';

function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter>{children}</MemoryRouter>
    </ThemeProvider>
  );
}

/** Renders inside the light theme and a memory router, as a component sits inside the shell (rerender keeps both). */
export function renderThemed(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}
