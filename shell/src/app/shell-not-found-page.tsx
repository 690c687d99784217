import { Link } from 'react-router-dom';
import { MESSAGES } from '@forkful/domain';
import { useDocumentTitle } from '@forkful/ui';
import { MessagePanel } from './message-panel';

/**
 * The not-found page when no live remote serves one (`catchAll` in its route module): the shell must answer every
 * path even with no remote at all, e.g. while /remotes.json is unreachable.
 */
export function ShellNotFoundPage() {
  useDocumentTitle(MESSAGES.notFoundTitle);
  return (
    <MessagePanel aria-labelledby="shell-not-found-title">
      <h1 id="shell-not-found-title">{MESSAGES.notFoundTitle}</h1>
      <p>There is no page at this address.</p>
      <Link to="/">Back to Home</Link>
    </MessagePanel>
  );
}
