import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/tokens';

/** A page's content column (the shell, or the standalone harness, draws header and footer around it). */
export const PageContainer = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  /* The host already pads the content area at the sides. */
  padding: 2rem 0 4rem;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 3rem 1rem 5rem;
  }
`;

/** The reading width of text-heavy pages (legal pages). */
export const NarrowContainer = styled(PageContainer)`
  max-width: 860px;
`;

/** A page's heading (level 1) is larger and more spaced than a page band's (level 2). */
const LEVELS = {
  1: { gap: '2.5rem', title: 'clamp(2rem, 5vw, 2.75rem)', titleLine: 1.15, leadWidth: '640px', leadGap: '1rem', lead: '1.1rem', leadLine: 1.65 },
  2: { gap: '2rem', title: 'clamp(1.6rem, 4vw, 2.2rem)', titleLine: 1.2, leadWidth: '580px', leadGap: '0.6rem', lead: '1.05rem', leadLine: 1.6 },
} as const;
type Level = keyof typeof LEVELS;

const Header = styled.header<{ $level: Level }>`
  margin-bottom: ${({ $level }) => LEVELS[$level].gap};
  text-align: center;
`;

const Eyebrow = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Title = styled.h1<{ $level: Level }>`
  margin: 0;
  font-size: ${({ $level }) => LEVELS[$level].title};
  line-height: ${({ $level }) => LEVELS[$level].titleLine};
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p<{ $level: Level }>`
  max-width: ${({ $level }) => LEVELS[$level].leadWidth};
  margin: ${({ $level }) => LEVELS[$level].leadGap} auto 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ $level }) => LEVELS[$level].lead};
  line-height: ${({ $level }) => LEVELS[$level].leadLine};
`;

interface PageHeaderProps {
  title: string;
  /** A short line above the title (e.g. "CONTACT"). */
  eyebrow?: string;
  lead?: ReactNode;
  /** 1: the page's h1; 2: the h2 of a band of a long page (the home page's sections). */
  level?: Level;
  /** The title's id, for a region labelled by it. */
  titleId?: string;
}

/** A centered heading: an optional eyebrow line above the title and a lead paragraph below. */
export function PageHeader({ title, eyebrow, lead, level = 1, titleId }: PageHeaderProps) {
  return (
    <Header $level={level}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title as={level === 1 ? 'h1' : 'h2'} id={titleId} $level={level}>
        {title}
      </Title>
      {lead && <Lead $level={level}>{lead}</Lead>}
    </Header>
  );
}

/** An h2 heading a page section. */
export const SectionTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: clamp(1.4rem, 3vw, 1.75rem);
  line-height: 1.25;
`;

/** Running text (paragraphs, lists, links) at a comfortable line height. */
export const Prose = styled.div`
  line-height: 1.7;
  font-size: 1.02rem;
  color: ${({ theme }) => theme.colors.text};

  p,
  ul {
    margin: 0 0 1rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  a:focus-visible {
    ${focusRing}
    border-radius: 2px;
  }
`;
