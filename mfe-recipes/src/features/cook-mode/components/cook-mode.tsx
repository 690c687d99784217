import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, ChevronIcon, Modal } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useWakeLock } from '../hooks/use-wake-lock';
import { splitSteps } from '../lib/split-steps';
import { IngredientChecklist } from './ingredient-checklist';

const Layout = styled.div`
  flex: 1;
  display: grid;
  gap: 1.5rem;
  align-content: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  }
`;

const StepPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const Counter = styled.h3`
  margin: 0;
  font-size: 0.95rem;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const StepText = styled.p`
  margin: 0;
  font-size: clamp(1.35rem, 1.1rem + 1.3vw, 2rem);
  line-height: 1.45;
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface CookModeProps {
  title: string;
  instructions: string;
  /** The ingredient lines as shown (already scaled to the chosen servings). */
  ingredients: string[];
  onClose: () => void;
}

/**
 * Cook mode: full screen, one step at a time ("Step N of M"), Previous / Next by button or the arrow keys, the
 * ingredients as a checklist, the screen kept awake where the browser can; Escape or Close leaves.
 */
export function CookMode({ title, instructions, ingredients, onClose }: CookModeProps) {
  const steps = splitSteps(instructions);
  const [index, setIndex] = useState(0);
  const awake = useWakeLock();
  const t = useT();
  const last = Math.max(steps.length - 1, 0);
  const go = (to: number) => setIndex(Math.min(Math.max(to, 0), last));

  // Anywhere in the page while cook mode is open (it is modal): hands may be floury, so no focus is needed first.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!by) return;
      event.preventDefault();
      setIndex((current) => Math.min(Math.max(current + by, 0), last));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [last]);

  return (
    <Modal title={title} onClose={onClose} fullScreen focusDialog>
      <Layout>
        <StepPanel aria-labelledby="cook-step-counter">
          <Counter id="cook-step-counter" aria-live="polite">
            {steps.length ? t('cookMode.step', { step: index + 1, count: steps.length }) : t('cookMode.noSteps')}
          </Counter>
          <StepText>{steps[index] ?? t('cookMode.noInstructions')}</StepText>
          <Nav>
            <Button type="button" $variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
              <ChevronIcon direction="left" size={18} /> {t('cookMode.previous')}
            </Button>
            <Button type="button" onClick={() => go(index + 1)} disabled={index >= last}>
              {t('cookMode.next')} <ChevronIcon direction="right" size={18} />
            </Button>
          </Nav>
          <Hint>
            {t('cookMode.keys')}
            {awake ? ` ${t('cookMode.awake')}` : ''}
          </Hint>
        </StepPanel>
        <IngredientChecklist ingredients={ingredients} />
      </Layout>
    </Modal>
  );
}
