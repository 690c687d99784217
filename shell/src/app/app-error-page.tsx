import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '@forkful/contracts';
import { MessagePanel } from './message-panel';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong while showing this page.';
}

/**
 * The router's error page. A 404 is the product's own not-found page (`notFound`: the live remote's catch-all page,
 * or the shell's); anything else, which no product page covers, gets the shell's 'Unexpected Application Error!'. A
 * plain link (full reload) recovers best.
 */
export function AppErrorPage({ notFound }: { notFound?: ReactNode }) {
  const error = useRouteError();
  if (notFound && isRouteErrorResponse(error) && error.status === 404) return <>{notFound}</>;
  console.error('[forkful] router error:', error);
  return (
    <MessagePanel role="alert">
      <h1>{MESSAGES.unexpectedError}</h1>
      <p>{describe(error)}</p>
      <a href="/">Back to Home</a>
    </MessagePanel>
  );
}
