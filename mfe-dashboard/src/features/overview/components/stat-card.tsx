import { ReactNode } from 'react';
import styled from 'styled-components';
import { surfacePanel } from '@forkful/ui';

const Card = styled.li`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 1rem;
  min-width: 0;
  padding: 1.25rem;
  ${surfacePanel}
`;

const Icon = styled.span`
  flex: 0 0 auto;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column-reverse;
  min-width: 0;
`;

const Label = styled.h2`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.p<{ $small?: boolean }>`
  margin: 0;
  font-size: ${({ $small }) => ($small ? '0.95rem' : '1.9rem')};
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

/** One overview figure: an icon badge, the label, and the value (a number, or a short text like an email). */
export function StatCard(props: { icon: ReactNode; label: string; value: ReactNode; small?: boolean }) {
  return (
    <Card>
      <Icon aria-hidden="true">{props.icon}</Icon>
      <Text>
        <Label>{props.label}</Label>
        <Value $small={props.small}>{props.value}</Value>
      </Text>
    </Card>
  );
}
