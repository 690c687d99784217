import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/tokens';

/**
 * primary: filled call to action; outline: primary-colored border; inverse: for use on a primary-colored band;
 * secondary: quiet surface button; ghost: transparent with a border; danger: destructive, outlined in red.
 */
export type ButtonVariant = 'primary' | 'outline' | 'inverse' | 'secondary' | 'ghost' | 'danger';
/** md: the 44px touch target; sm: compact (table rows, header bars). */
export type ButtonSize = 'md' | 'sm';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

const lift = css`
  &:hover:not(:disabled) {
    transform: translateY(-1px);
    box-shadow: ${({ theme }) => theme.shadow};
  }
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    ${lift}
    &:hover:not(:disabled) {
      filter: brightness(1.06);
    }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.primaryText};
    }
  `,
  inverse: css`
    background: ${({ theme }) => theme.colors.primaryText};
    color: ${({ theme }) => theme.colors.primary};
    ${lift}
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  danger: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.danger};
      color: ${({ theme }) => theme.colors.surface};
    }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  md: css`
    min-height: 44px;
    padding: 0.65rem 1.35rem;
    font-size: 0.98rem;
  `,
  sm: css`
    min-height: 2.25rem;
    padding: 0.35rem 0.9rem;
    font-size: 0.875rem;
  `,
};

/** One look for every call to action, whether it is a real button or a router link. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border-radius: 999px;
  border: 2px solid transparent;
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease,
    transform 0.15s ease,
    box-shadow 0.15s ease;
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:focus-visible {
    ${focusRing}
    outline-offset: 3px;
  }
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover:not(:disabled) {
      transform: none;
    }
  }
`;

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A round, icon-only button (theme toggle, menu, dialog close); give it an aria-label. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  flex-shrink: 0;
  padding: 0;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
