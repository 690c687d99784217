import styled from 'styled-components';
import { Button, Card, mediaUp } from '@forkful/ui';

export const CollectionList = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1rem;

  ${mediaUp('sm')} {
    padding: 1.25rem 1.5rem;
  }
`;

export const Summary = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.2rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  margin: 0.4rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Badge = styled.span<{ $tone?: 'warning' }>`
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  border: 1px solid ${({ theme, $tone }) => ($tone ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone ? theme.colors.danger : theme.colors.text)};
  font-size: 0.8rem;
  font-weight: 700;
`;

export const Description = styled.p`
  margin: 0.5rem 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A button that stays focusable when it cannot act (aria-disabled), so focus stays on it after a move. */
export const RowButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
    transform: none;
    box-shadow: none;
  }
`;
