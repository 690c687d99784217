import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageContainer, PageHeader, SectionTitle, useDocumentTitle, usePageMeta } from '@forkful/ui';
import { SUPPORT } from '@forkful/domain';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { FaqList } from './faq-list';

const Channels = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-bottom: 3rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ChannelTitle = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Highlight = styled.p`
  margin: 0 0 0.5rem;
  font-size: 1.05rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;

  a {
    color: inherit;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Faqs = styled.section`
  max-width: 860px;
  margin: 0 auto;
`;

export function SupportPage() {
  const t = useT();
  useDocumentTitle(t('support.title'));
  usePageMeta({ description: t('support.description') });
  return (
    <PageContainer>
      <PageHeader eyebrow={t('support.eyebrow')} title={t('support.title')} lead={t('support.lead')} />
      <Channels>
        <Card as="section" aria-labelledby="support-email">
          <ChannelTitle id="support-email">{t('support.email.title')}</ChannelTitle>
          <Highlight>
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </Highlight>
          <Text>{t('support.email.text', { hours: SUPPORT.replyWithinHours })}</Text>
        </Card>
        <Card as="section" aria-labelledby="support-chat">
          <ChannelTitle id="support-chat">{t('support.chat.title')}</ChannelTitle>
          <Highlight>{t('liveChat.hours')}</Highlight>
          <Text>{richText(t('support.chat.text'), { contact: (text) => <Link to="/contact">{text}</Link> })}</Text>
        </Card>
      </Channels>
      <Faqs aria-labelledby="support-faqs">
        <SectionTitle id="support-faqs" style={{ textAlign: 'center' }}>
          {t('support.faqs.title')}
        </SectionTitle>
        <FaqList />
      </Faqs>
    </PageContainer>
  );
}
