import { css } from 'styled-components';
import { focusRing } from '@forkful/ui';

/** A link inside running text: the primary colour, underlined, long addresses broken anywhere. */
export const textLinkStyles = css`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  overflow-wrap: anywhere;
  border-radius: 4px;

  &:focus-visible {
    ${focusRing}
  }
`;
