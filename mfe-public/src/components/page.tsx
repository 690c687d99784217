import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The content column every public page sits in (the shell draws header and footer around it). */
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

export function PageHeader({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: ReactNode }) {
  return (
    <Header>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
    </Header>
  );
}

/** A raised panel in the theme's surface color. */
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.5rem;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: clamp(1.4rem, 3vw, 1.75rem);
  line-height: 1.25;
`;

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
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
