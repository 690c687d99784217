import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

type Variant = 'primary' | 'outline' | 'inverse';

/** One look for every call to action, whether it is a router link or a real button. */
const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.65rem 1.35rem;
  border-radius: 999px;
  border: 2px solid transparent;
  font: inherit;
  font-weight: 600;
  font-size: 0.98rem;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease,
    transform 0.15s ease,
    box-shadow 0.15s ease;

  ${({ theme, $variant = 'primary' }) => {
    if ($variant === 'outline')
      return css`
        background: transparent;
        color: ${theme.colors.primary};
        border-color: ${theme.colors.primary};
        &:hover {
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
        }
      `;
    if ($variant === 'inverse')
      return css`
        background: ${theme.colors.primaryText};
        color: ${theme.colors.primary};
        &:hover {
          transform: translateY(-1px);
          box-shadow: ${theme.shadow};
        }
      `;
    return css`
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      &:hover {
        transform: translateY(-1px);
        box-shadow: ${theme.shadow};
        filter: brightness(1.06);
      }
    `;
  }}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 3px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

export const Button = styled.button<{ $variant?: Variant }>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonStyles}
`;
