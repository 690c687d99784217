import styled, { css } from 'styled-components';
import { focusRing } from '../theme/tokens';

/** The look of text inputs, selects and textareas, with a clear invalid state (aria-invalid). */
export const controlStyles = css`
  box-sizing: border-box;
  width: 100%;
  padding: 0.65rem 0.8rem;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.8;
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-invalid='true']:focus-visible {
    outline-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;
