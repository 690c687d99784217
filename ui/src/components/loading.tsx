import styled, { keyframes } from 'styled-components';
import { useUiT } from '../i18n/ui-messages';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Wheel = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** A page-area loading state: the spec's 'Loading...' text, announced politely. */
export function Loading() {
  const t = useUiT();
  return (
    <Centered role="status" aria-live="polite">
      <p>{t('loading.text')}</p>
    </Centered>
  );
}

/** A spinning wheel with a name for screen readers (by default "Checking your session"), for a wait with no text of its own. */
export function Spinner({ label }: { label?: string }) {
  const t = useUiT();
  return (
    <Centered role="status" aria-live="polite">
      <Wheel aria-hidden="true" />
      <VisuallyHidden>{label ?? t('spinner.checkingSession')}</VisuallyHidden>
    </Centered>
  );
}
