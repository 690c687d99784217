import styled, { css } from 'styled-components';

export const focusRing = css`
  outline: 3px solid ${(p) => p.theme.colors.primary};
  outline-offset: 2px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.textMuted};
`;

const control = css`
  width: 100%;
  height: 44px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 10px;
  background-color: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 0.95rem;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;

  &:hover {
    border-color: ${(p) => p.theme.colors.textMuted};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Select = styled.select`
  ${control}
  appearance: none;
  padding-right: 36px;
  cursor: pointer;
  /* A chevron drawn in the text color so it follows the theme. */
  background-image: linear-gradient(45deg, transparent 50%, ${(p) => p.theme.colors.textMuted} 50%),
    linear-gradient(135deg, ${(p) => p.theme.colors.textMuted} 50%, transparent 50%);
  background-position: calc(100% - 19px) 19px, calc(100% - 14px) 19px;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  color-scheme: ${(p) => p.theme.mode};
`;

export const Input = styled.input`
  ${control}
  color-scheme: ${(p) => p.theme.mode};
  &::placeholder {
    color: ${(p) => p.theme.colors.textMuted};
    opacity: 0.8;
  }
`;

export const PrimaryButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 20px;
  border: none;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  transition: filter 0.15s ease, transform 0.1s ease;

  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const GhostButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 999px;
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
