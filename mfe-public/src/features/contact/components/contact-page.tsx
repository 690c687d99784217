import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageContainer, PageHeader, SectionTitle, useDocumentTitle, usePageMeta } from '@forkful/ui';
import { SUPPORT } from '@forkful/domain';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { ContactForm } from './contact-form';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 1040px;
  margin: 0 auto;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: 1.25rem;
`;

const InfoTitle = styled.h2`
  margin: 0 0 0.4rem;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.text};
`;

const InfoText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export function ContactPage() {
  const t = useT();
  useDocumentTitle(t('contact.title'));
  usePageMeta({ description: t('contact.description') });
  return (
    <PageContainer>
      <PageHeader eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <Layout>
        <Card as="section" aria-labelledby="contact-form-title">
          <SectionTitle id="contact-form-title">{t('contact.formTitle')}</SectionTitle>
          <ContactForm />
        </Card>
        <Aside aria-label={t('contact.otherWays')}>
          <Card>
            <InfoTitle>{t('contact.email.title')}</InfoTitle>
            <InfoText>
              <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
              <br />
              {t('contact.email.reply', { hours: SUPPORT.replyWithinHours })}
            </InfoText>
          </Card>
          <Card>
            <InfoTitle>{t('contact.chat.title')}</InfoTitle>
            <InfoText>{t('contact.chat.text', { hours: t('liveChat.hours') })}</InfoText>
          </Card>
          <Card>
            <InfoTitle>{t('contact.help.title')}</InfoTitle>
            <InfoText>{richText(t('contact.help.text'), { support: (text) => <Link to="/support">{text}</Link> })}</InfoText>
          </Card>
        </Aside>
      </Layout>
    </PageContainer>
  );
}
