import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1.5rem;
  text-align: center;
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.35rem;
`;

const Hint = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list with nothing in it yet: an icon, what is missing (a heading), how to change that, and the way to do it. */
export function EmptyState({ icon, title, hint, children }: { icon: ReactNode; title: string; hint: string; children?: ReactNode }) {
  return (
    <Box>
      <Badge>{icon}</Badge>
      <Heading>{title}</Heading>
      <Hint>{hint}</Hint>
      {children}
    </Box>
  );
}
