import { Link } from 'react-router-dom';
import { SUPPORT } from '@forkful/domain';
import { type Translate, useDocumentTitle, usePageMeta } from '@forkful/ui';
import { type LegalMessageKey, useLegalT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { LegalPage, type LegalSection } from './legal-page';

const UPDATED = Date.UTC(2026, 10, 22);

const strong = (text: string) => <strong>{text}</strong>;
const privacyEmail = (text: string) => <a href={`mailto:${SUPPORT.privacyEmail}`}>{text}</a>;

function privacySections(t: Translate<LegalMessageKey>): LegalSection[] {
  return [
    {
      id: 'collect',
      title: t('privacy.collect.title'),
      body: (
        <ul>
          <li>{richText(t('privacy.collect.account'), { strong })}</li>
          <li>{richText(t('privacy.collect.recipes'), { strong })}</li>
          <li>{richText(t('privacy.collect.likes'), { strong })}</li>
        </ul>
      ),
    },
    {
      id: 'not-collect',
      title: t('privacy.notCollect.title'),
      body: (
        <>
          <p>{t('privacy.notCollect.trackers')}</p>
          <p>{t('privacy.notCollect.theme')}</p>
        </>
      ),
    },
    {
      id: 'use',
      title: t('privacy.use.title'),
      body: (
        <ul>
          <li>{t('privacy.use.signIn')}</li>
          <li>{t('privacy.use.show')}</li>
          <li>{t('privacy.use.myRecipes')}</li>
          <li>{t('privacy.use.likes')}</li>
        </ul>
      ),
    },
    { id: 'sharing', title: t('privacy.sharing.title'), body: <p>{t('privacy.sharing.text')}</p> },
    { id: 'retention', title: t('privacy.retention.title'), body: <p>{t('privacy.retention.text')}</p> },
    {
      id: 'rights',
      title: t('privacy.rights.title'),
      body: (
        <p>
          {richText(t('privacy.rights.text', { email: SUPPORT.privacyEmail, hours: SUPPORT.replyWithinHours }), {
            email: privacyEmail,
          })}
        </p>
      ),
    },
    { id: 'children', title: t('privacy.children.title'), body: <p>{t('privacy.children.text')}</p> },
    {
      id: 'changes',
      title: t('privacy.changes.title'),
      body: (
        <p>
          {richText(t('privacy.changes.text', { email: SUPPORT.privacyEmail }), {
            email: privacyEmail,
            support: (text) => <Link to="/support">{text}</Link>,
            terms: (text) => <Link to="/terms">{text}</Link>,
          })}
        </p>
      ),
    },
  ];
}

export function PrivacyPage() {
  const t = useLegalT();
  useDocumentTitle(t('privacy.title'));
  usePageMeta({ description: t('privacy.description') });
  return <LegalPage title={t('privacy.title')} lead={t('privacy.lead')} updated={UPDATED} sections={privacySections(t)} />;
}
