import styled, { keyframes } from 'styled-components';
import { usePrefersReducedMotion, VisuallyHidden } from '@forkful/ui';
import { useTypewriter, type TypewriterTiming } from '../hooks/use-typewriter';

const blink = keyframes`
  0%, 49% { opacity: 1; }
  50%, 100% { opacity: 0; }
`;

const Line = styled.p`
  margin: 0;
  /* Room for the longest phrase so the page below does not jump while it types (two lines on phones). */
  min-height: 2.8em;
  font-size: clamp(1.2rem, 3.6vw, 1.85rem);
  font-weight: 600;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.primary};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    min-height: 1.4em;
  }
`;

const Cursor = styled.span`
  display: inline-block;
  width: 0.08em;
  height: 1.1em;
  margin-left: 0.08em;
  vertical-align: -0.15em;
  background: currentColor;
  animation: ${blink} 1s step-end infinite;
`;

const StaticPhrases = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.25rem 0.75rem;

    span + span::before {
      content: '·';
      margin-right: 0.75rem;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

interface TypewriterProps {
  phrases: readonly string[];
  timing: TypewriterTiming;
}

/**
 * The hero's looping typewriter. Screen readers get the phrases once as plain text (the animated
 * letters are hidden from them so they are not read out character by character); with
 * prefers-reduced-motion the phrases are shown still.
 */
export function Typewriter({ phrases, timing }: TypewriterProps) {
  const reducedMotion = usePrefersReducedMotion();
  const text = useTypewriter(phrases, timing, !reducedMotion);

  if (reducedMotion) {
    return (
      <Line>
        <StaticPhrases>
          {phrases.map((phrase) => (
            <span key={phrase}>{phrase}</span>
          ))}
        </StaticPhrases>
      </Line>
    );
  }

  return (
    <Line>
      <VisuallyHidden>{phrases.join('. ')}</VisuallyHidden>
      <span aria-hidden="true" data-testid="typewriter-text">
        {text}
        <Cursor />
      </span>
    </Line>
  );
}
