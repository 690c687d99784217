import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES } from '@forkful/contracts';
import { RemotePage } from '../features/remotes/remote-page';

const Panel = styled.section`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 2rem 1.5rem;
  text-align: center;

  h1 {
    margin: 0 0 0.75rem;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    display: inline-block;
    margin-top: 1rem;
    padding: 0.6rem 1.4rem;
    border-radius: 999px;
    font-weight: 600;
    text-decoration: none;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong while showing this page.';
}

/**
 * The router's error page. A 404 is the product's own "Recipe Not Found!" page; anything else, which no product
 * page covers, gets the shell's 'Unexpected Application Error!'. A plain link (full reload) recovers best.
 */
export function AppErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <RemotePage id="mfe_public/NotFoundPage" />;
  console.error('[forkful] router error:', error);
  return (
    <Panel role="alert">
      <h1>{MESSAGES.unexpectedError}</h1>
      <p>{describe(error)}</p>
      <a href="/">Back to Home</a>
    </Panel>
  );
}
