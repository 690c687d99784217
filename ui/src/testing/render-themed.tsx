import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { DEFAULT_LOCALE, type Locale } from '@forkful/domain';
import { LocaleContext } from '@forkful/runtime';

function providers(locale: Locale) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <LocaleContext.Provider value={locale}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter>{children}</MemoryRouter>
        </ThemeProvider>
      </LocaleContext.Provider>
    );
  };
}

/**
 * Renders inside the light theme and a memory router, as a component sits inside the shell (rerender keeps both), in
 * English unless told. For another language, preload the messages first (`await appMessages.preload('bn')` for the
 * app's and `uiMessages`), else the tree suspends.
 */
export function renderThemed(ui: ReactElement, { locale = DEFAULT_LOCALE }: { locale?: Locale } = {}) {
  return render(ui, { wrapper: providers(locale) });
}
