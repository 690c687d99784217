import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme, type ForkfulTheme } from '@forkful/design-tokens';
import { DEFAULT_LOCALE, type Locale } from '@forkful/domain';
import { LocaleContext } from '@forkful/runtime';
import { RemoteProviders, uiMessages } from '@forkful/ui';
import { appMessages, legalMessages } from '../i18n';

/** Shows where the router went, so tests can assert navigation the way a user sees it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** A fresh client per test, so no answer is cached across tests; no retries, so a failure shows at once. */
function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface RenderOptions {
  path?: string;
  theme?: ForkfulTheme;
  /** The page's language, as the shell gives it; for Bangla, `await preloadMessages('bn')` first. */
  locale?: Locale;
}

/** Renders a page or component inside the theme, a query client and a memory router, at `path`, in English unless told. */
export function renderWithProviders(ui: ReactElement, { path = '/', theme = lightTheme, locale = DEFAULT_LOCALE }: RenderOptions = {}) {
  return render(
    <LocaleContext.Provider value={locale}>
      <ThemeProvider theme={theme}>
        <RemoteProviders client={testQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={<>{ui}<LocationProbe /></>} />
            </Routes>
          </MemoryRouter>
        </RemoteProviders>
      </ThemeProvider>
    </LocaleContext.Provider>,
  );
}

/** Loads this app's (the legal pages' too) and the UI kit's messages in a language, so a render in it shows at once. */
export async function preloadMessages(locale: Locale): Promise<void> {
  await Promise.all([appMessages.preload(locale), legalMessages.preload(locale), uiMessages.preload(locale)]);
}

export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
