import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'danger';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  danger: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

/** The dashboard's button; `$variant` picks the colours, `$small` the compact size used in table rows. */
export const Button = styled.button<{ $variant?: Variant; $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  font: inherit;
  font-weight: 600;
  font-size: ${({ $small }) => ($small ? '0.875rem' : '1rem')};
  padding: ${({ $small }) => ($small ? '0.35rem 0.8rem' : '0.65rem 1.25rem')};
  border: 1px solid transparent;
  border-radius: 999px;
  cursor: pointer;
  text-decoration: none;
  transition: filter 0.15s ease, transform 0.15s ease;
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:hover:not(:disabled) {
    filter: brightness(1.08);
    transform: translateY(-1px);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
