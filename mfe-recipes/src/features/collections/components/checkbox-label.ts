import styled from 'styled-components';
import { focusRing } from '@forkful/ui';

/** A checkbox and its text as one label, with a touch-sized target. */
export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  font-weight: 600;
  overflow-wrap: anywhere;
  cursor: pointer;

  & > input {
    flex: none;
    width: 1.2rem;
    height: 1.2rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  & > input:focus-visible {
    ${focusRing}
  }
`;
