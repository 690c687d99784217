import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageContainer, PageHeader, SectionTitle, useDocumentTitle, usePageMeta } from '@forkful/ui';
import { SUPPORT } from '@forkful/domain';
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
  useDocumentTitle('Support Center');
  usePageMeta({ description: 'Answers to common questions about Forkful: accounts, sharing recipes, likes and your dashboard.' });
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Support"
        title="Support Center"
        lead="Find quick answers below, or reach our support team by email or live chat."
      />
      <Channels>
        <Card as="section" aria-labelledby="support-email">
          <ChannelTitle id="support-email">Email Support</ChannelTitle>
          <Highlight>
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </Highlight>
          <Text>Write to us any time. We reply within {SUPPORT.replyWithinHours} hours.</Text>
        </Card>
        <Card as="section" aria-labelledby="support-chat">
          <ChannelTitle id="support-chat">Live Chat</ChannelTitle>
          <Highlight>{SUPPORT.liveChat}</Highlight>
          <Text>
            Talk to a member of our team in real time during these hours. Outside them, email us or use the{' '}
            <Link to="/contact">contact page</Link>.
          </Text>
        </Card>
      </Channels>
      <Faqs aria-labelledby="support-faqs">
        <SectionTitle id="support-faqs" style={{ textAlign: 'center' }}>
          Frequently Asked Questions
        </SectionTitle>
        <FaqList />
      </Faqs>
    </PageContainer>
  );
}
