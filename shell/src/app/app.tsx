import type { ReactNode } from 'react';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { themes, type ForkfulTheme, type ThemeMode } from '@forkful/design-tokens';
import type { Locale } from '@forkful/domain';
import { LocaleContext } from '@forkful/runtime';
import { GlobalStyle } from '@forkful/ui';
import { CurrentLanguage } from '../features/language';
import { LazyToaster } from '../features/layout/components/lazy-toaster';
import { themeStore } from '../features/theme/theme-mode';
import { AppRoutes } from './app-routes';

/**
 * One theme object for both modes: its colours are CSS variables that `data-theme` on <html> switches, so a change of
 * mode re-renders nothing (and cannot make React drop server-rendered HTML it is still hydrating). `mode` is read when
 * asked, for the JavaScript that needs it (a dialog library's option).
 */
const pageTheme: ForkfulTheme = Object.defineProperty({ ...themes.light, colors: { ...themes.light.colors } }, 'mode', {
  enumerable: true,
  get: (): ThemeMode => themeStore.getState().mode,
});

/**
 * The theme, the global style and the toaster around the router: the same in the browser and on the server. A page
 * the server rendered already has the global style (its rules are the same in both modes and never change, see
 * GlobalStyle), taken in with the server's sheet: rendering it again while hydrating would only compile it again and
 * restyle the page (`globalStyle={false}`); nothing of it is in the HTML, so the trees still match.
 * `locale`: the page's language when the caller knows it (the server's render of a request); the browser's App
 * provides the chosen one around the frame (CurrentLanguage).
 */
export function AppFrame({ children, globalStyle = true, locale }: { children: ReactNode; globalStyle?: boolean; locale?: Locale }) {
  const frame = (
    <ThemeProvider theme={pageTheme}>
      {globalStyle && <GlobalStyle />}
      {children}
      {/* The page's one Toaster (below the sticky header), once something can toast; remotes call toast() on the shared singleton. */}
      <LazyToaster containerStyle={{ top: 72 }} />
    </ThemeProvider>
  );
  return locale ? <LocaleContext.Provider value={locale}>{frame}</LocaleContext.Provider> : frame;
}

export function App({ routes, hydrating = false }: { routes: RouteObject[]; hydrating?: boolean }) {
  return (
    <CurrentLanguage>
      <AppFrame globalStyle={!hydrating}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </AppFrame>
    </CurrentLanguage>
  );
}
