import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@forkful/ui';
import { useT } from '../i18n';
import { MessagePanel } from './message-panel';

/**
 * The not-found page when no live remote serves one (`catchAll` in its route module): the shell must answer every
 * path even with no remote at all, e.g. while /remotes.json is unreachable.
 */
export function ShellNotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <MessagePanel aria-labelledby="shell-not-found-title">
      <h1 id="shell-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('page.backHome')}</Link>
    </MessagePanel>
  );
}
