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

const Header = styled.header`
  margin-bottom: 2.5rem;
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

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2rem, 5vw, 2.75rem);
  line-height: 1.15;
  letter-spacing: -0.01em;
`;

const Lead = styled.p`
  max-width: 640px;
  margin: 1rem auto 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1rem;
  line-height: 1.65;
`;

/** A page's centered heading: an optional eyebrow line above the h1 and a lead paragraph below. */
export function PageHeader({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: ReactNode }) {
  return (
    <Header>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
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
