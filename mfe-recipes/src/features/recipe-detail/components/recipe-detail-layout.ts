import styled from 'styled-components';
import { surfacePanel } from '@forkful/ui';

export const DetailPage = styled.div`
  width: 100%;
  max-width: 1180px;
  margin: 0 auto;
  padding: 28px 16px 64px;
  color: ${(p) => p.theme.colors.text};
  font-family: ${(p) => p.theme.font};

  @media (min-width: ${(p) => p.theme.breakpoints.sm}) {
    padding: 36px 24px 72px;
  }
`;

export const Hero = styled.div`
  display: grid;
  gap: 28px;
  align-items: start;

  @media (min-width: ${(p) => p.theme.breakpoints.md}) {
    grid-template-columns: 1.1fr 1fr;
    gap: 40px;
  }
`;

/**
 * `sizes` of the hero photo: from md, Hero's first column, 1.1/2.1 of the page less the shell's and DetailPage's
 * paddings (32 + 48px) and the 40px gap; 572px once DetailPage reaches its 1180px. Below md the whole width.
 */
export const HERO_IMAGE_SIZES = '(min-width: 1212px) 572px, (min-width: 960px) calc(52.4vw - 63px), 100vw';

export const ImageFrame = styled.div`
  overflow: hidden;
  border-radius: calc(${(p) => p.theme.radius} + 4px);
  box-shadow: ${(p) => p.theme.shadow};
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

export const Interested = styled.p`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 6px 14px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  font-size: 0.9rem;
  font-weight: 600;

  & > svg {
    color: ${(p) => p.theme.colors.heart};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 4vw, 2.6rem);
  line-height: 1.15;
  letter-spacing: -0.015em;
  overflow-wrap: anywhere;
`;

export const Sections = styled.div`
  display: grid;
  gap: 24px;
  margin-top: 40px;

  @media (min-width: ${(p) => p.theme.breakpoints.md}) {
    grid-template-columns: 1fr 1.6fr;
    gap: 32px;
  }
`;

export const Section = styled.section`
  ${surfacePanel}
  padding: 24px;
`;

/** Ratings and reviews: the whole width, below the ingredients and instructions, at their gap. */
export const ReviewsSection = styled(Section)`
  margin-top: 24px;

  @media (min-width: ${(p) => p.theme.breakpoints.md}) {
    margin-top: 32px;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 16px;
  font-size: 1.2rem;
`;

export const Instructions = styled.p`
  margin: 0;
  line-height: 1.7;
  /* Keep the author's line breaks. */
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const NotFound = styled.p`
  margin: 48px 0;
  text-align: center;
  font-size: 1.3rem;
  font-weight: 700;
  color: ${(p) => p.theme.colors.textMuted};
`;
