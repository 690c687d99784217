import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
`;

const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
  font-weight: 600;
`;

/** Shared look of text inputs and textareas, with a clear invalid state. */
export const fieldStyles = `
  width: 100%;
  box-sizing: border-box;
  padding: 0.75rem 0.95rem;
  border-radius: 10px;
  font: inherit;
  font-size: 1rem;
`;

interface ContactFieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled form field with its inline error underneath (linked by aria-describedby on the control). */
export function ContactField({ id, label, error, children }: ContactFieldProps) {
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <Error id={`${id}-error`}>{error}</Error>}
    </Wrapper>
  );
}
