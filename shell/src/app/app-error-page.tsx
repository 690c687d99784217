import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import { MessagePanel } from './message-panel';


/**
 * The page for an error no product page covers (a remote's own failures stay in its area, RemoteBoundary):
 * 'Unexpected Application Error!'. A plain link (full reload) recovers best.
 */
export function AppErrorPage({ error }: Pick<FallbackProps, 'error'>) {
  const t = useT();
  return (
    <MessagePanel role="alert">
      <h1>{t('error.title')}</h1>
      <p>{error instanceof Error ? error.message : t('error.fallback')}</p>
      <a href="/">{t('page.backHome')}</a>
    </MessagePanel>
  );
}

const logRouteError = (error: unknown) => console.error('[forkful] router error:', error);

/**
 * What the routes render in place of what threw below them: AppErrorPage, until the reader goes to another page.
 * react-error-boundary (resetKeys) rather than a class of our own: it is the boundary React's docs point to.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={AppErrorPage} onError={logRouteError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
