import { Link } from 'react-router-dom';
import { SUPPORT } from '@forkful/domain';
import { type Translate, useDocumentTitle, usePageMeta } from '@forkful/ui';
import { type LegalMessageKey, useLegalT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { LegalPage, type LegalSection } from './legal-page';

const UPDATED = Date.UTC(2026, 10, 22);

function termsSections(t: Translate<LegalMessageKey>): LegalSection[] {
  return [
    { id: 'acceptance', title: t('terms.acceptance.title'), body: <p>{t('terms.acceptance.text')}</p> },
    {
      id: 'accounts',
      title: t('terms.accounts.title'),
      body: (
        <>
          <p>{t('terms.accounts.text')}</p>
          <ul>
            <li>{t('terms.accounts.accurate')}</li>
            <li>{t('terms.accounts.responsible')}</li>
            <li>{t('terms.accounts.misuse', { email: SUPPORT.email })}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'content',
      title: t('terms.content.title'),
      body: (
        <>
          <p>{t('terms.content.ownership')}</p>
          <p>{t('terms.content.rights')}</p>
          <p>{t('terms.content.edit')}</p>
        </>
      ),
    },
    {
      id: 'conduct',
      title: t('terms.conduct.title'),
      body: (
        <ul>
          <li>{t('terms.conduct.spam')}</li>
          <li>{t('terms.conduct.hateful')}</li>
          <li>{t('terms.conduct.security')}</li>
          <li>{t('terms.conduct.likes')}</li>
        </ul>
      ),
    },
    { id: 'removal', title: t('terms.removal.title'), body: <p>{t('terms.removal.text')}</p> },
    { id: 'offers', title: t('terms.offers.title'), body: <p>{t('terms.offers.text')}</p> },
    { id: 'safety', title: t('terms.safety.title'), body: <p>{t('terms.safety.text')}</p> },
    { id: 'changes', title: t('terms.changes.title'), body: <p>{t('terms.changes.text')}</p> },
    {
      id: 'contact',
      title: t('terms.contact.title'),
      body: (
        <p>
          {richText(t('terms.contact.text', { email: SUPPORT.email }), {
            email: (text) => <a href={`mailto:${SUPPORT.email}`}>{text}</a>,
            support: (text) => <Link to="/support">{text}</Link>,
            privacy: (text) => <Link to="/privacy">{text}</Link>,
          })}
        </p>
      ),
    },
  ];
}

export function TermsPage() {
  const t = useLegalT();
  useDocumentTitle(t('terms.title'));
  usePageMeta({ description: t('terms.description') });
  return <LegalPage title={t('terms.title')} lead={t('terms.lead')} updated={UPDATED} sections={termsSections(t)} />;
}
