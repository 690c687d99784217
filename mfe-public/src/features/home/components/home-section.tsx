import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HomeBand } from './home-band';

const Heading = styled.header`
  margin-bottom: 2rem;
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: clamp(1.6rem, 4vw, 2.2rem);
  line-height: 1.2;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  max-width: 580px;
  margin: 0.6rem auto 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.05rem;
  line-height: 1.6;
`;

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A titled band of the home page; its heading names the region for assistive technology. */
export function HomeSection({ id, title, subtitle, children }: HomeSectionProps) {
  return (
    <HomeBand aria-labelledby={`${id}-title`}>
      <Heading>
        <Title id={`${id}-title`}>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Heading>
      {children}
    </HomeBand>
  );
}
