import { KeyboardEvent, ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { useUiT } from '../i18n/ui-messages';
import { CloseIcon } from '../icons/ui-icons';
import { focusRing } from '../theme/tokens';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/* Below SweetAlert2's container (z-index 1060), so its dialogs appear above an open modal. */
const Backdrop = styled.div<{ $fullScreen?: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 1rem;
  overflow-y: auto;
  background: rgba(15, 10, 5, 0.55);

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 3rem 1rem;
  }
  ${({ $fullScreen }) => ($fullScreen ? fullScreenBackdrop : '')}
`;

/* Full screen: the whole viewport, e.g. cook mode's step view. */
const fullScreenBackdrop = css`
  padding: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 0;
  }
`;

const Dialog = styled.div<{ $fullScreen?: boolean }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ $fullScreen }) => ($fullScreen ? 'none' : '640px')};
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100%' : 'auto')};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme, $fullScreen }) => ($fullScreen ? '0' : theme.radius)};
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.35);
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.3rem;
`;

const CloseButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: none;
  border-radius: 50%;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  padding: 1.25rem;
`;

/**
 * An accessible modal dialog: labelled by its title, closed by Escape or the close button (not by a
 * backdrop click, which would lose typed edits); Tab cycles inside it; on close, focus goes back to what was focused before.
 * It focuses its first field when it opens, or itself with `focusDialog` (whose keys then work at once); `fullScreen`
 * fills the viewport.
 */
export function Modal(props: { title: string; onClose: () => void; children: ReactNode; fullScreen?: boolean; focusDialog?: boolean }) {
  const t = useUiT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { onClose } = props;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const field = props.focusDialog ? null : dialogRef.current?.querySelector<HTMLElement>('input, select, textarea');
    const first = field ?? dialogRef.current;
    first?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <Backdrop $fullScreen={props.fullScreen}>
      <Dialog ref={dialogRef} $fullScreen={props.fullScreen} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Header>
          <Title id={titleId}>{props.title}</Title>
          <CloseButton type="button" aria-label={t('modal.close')} onClick={onClose}>
            <CloseIcon size={20} />
          </CloseButton>
        </Header>
        <Body>{props.children}</Body>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
