import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageContainer, PageHeader, SectionTitle, useDocumentTitle, usePageMeta } from '@forkful/ui';
import { SUPPORT } from '@forkful/domain';
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
  useDocumentTitle('Contact Us');
  usePageMeta({ description: 'Write to the Forkful team: questions, ideas and feedback about recipes and the site.' });
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions about a recipe, your account or working with Forkful? We would love to hear from you."
      />
      <Layout>
        <Card as="section" aria-labelledby="contact-form-title">
          <SectionTitle id="contact-form-title">Send us a message</SectionTitle>
          <ContactForm />
        </Card>
        <Aside aria-label="Other ways to reach us">
          <Card>
            <InfoTitle>Email</InfoTitle>
            <InfoText>
              <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
              <br />
              We reply within {SUPPORT.replyWithinHours} hours.
            </InfoText>
          </Card>
          <Card>
            <InfoTitle>Live chat</InfoTitle>
            <InfoText>Every day, {SUPPORT.liveChat}.</InfoText>
          </Card>
          <Card>
            <InfoTitle>Need help right away?</InfoTitle>
            <InfoText>
              Most answers are already in the <Link to="/support">Support Center</Link>.
            </InfoText>
          </Card>
        </Aside>
      </Layout>
    </PageContainer>
  );
}
