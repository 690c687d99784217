import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, NarrowContainer, PageHeader, Prose, useFormat } from '@forkful/ui';
import { useT } from '../../../i18n';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const Updated = styled.p`
  margin: -1.5rem 0 2rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
`;

const Contents = styled.nav`
  margin-bottom: 2rem;

  h2 {
    margin: 0 0 0.6rem;
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    columns: 2 220px;
  }
  li {
    margin-bottom: 0.3rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Section = styled.section`
  scroll-margin-top: 6rem;
  margin-bottom: 2rem;

  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

interface LegalPageProps {
  title: string;
  lead: string;
  /** The day the page last changed (UTC), shown as a date in the page's language. */
  updated: number;
  sections: LegalSection[];
}

/** Shared layout of the Terms and Privacy pages: title, date, table of contents, numbered sections. */
export function LegalPage({ title, lead, updated, sections }: LegalPageProps) {
  const t = useT();
  const { date, number } = useFormat();
  return (
    <NarrowContainer>
      <PageHeader eyebrow={t('legal.eyebrow')} title={title} lead={lead} />
      <Updated>{t('legal.updated', { date: date(updated, { dateStyle: 'long', timeZone: 'UTC' }) })}</Updated>
      <Card as={Contents} aria-label={t('legal.contents')}>
        <h2>{t('legal.contents')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </Card>
      <Prose>
        {sections.map((section, index) => (
          <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              {number(index + 1)}. {section.title}
            </h2>
            {section.body}
          </Section>
        ))}
      </Prose>
    </NarrowContainer>
  );
}
