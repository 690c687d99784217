import { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled, { css } from 'styled-components';

const control = css`
  box-sizing: border-box;
  width: 100%;
  font: inherit;
  padding: 0.6rem 0.75rem;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  color-scheme: ${({ theme }) => theme.mode};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.75;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
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
  ${control}
`;
export const Select = styled.select`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control}
  min-height: 6rem;
  resize: vertical;
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Ids a field's label, hint and inline error hang off, so the control can point at them. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** Label + control + optional hint + inline error. The control gets its id, aria-describedby and aria-invalid from the caller. */
export function FormField(props: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  const ids = fieldIds(props.id);
  return (
    <Wrapper>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.hint && <Hint id={ids.hint}>{props.hint}</Hint>}
      {props.error && (
        <FieldError id={ids.error} role="alert">
          {props.error}
        </FieldError>
      )}
    </Wrapper>
  );
}

/** aria attributes for a control inside FormField. */
export function describedBy(id: string, options: { hint?: boolean; error?: string }) {
  const ids = fieldIds(id);
  const describedByIds = [options.hint ? ids.hint : null, options.error ? ids.error : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': options.error ? true : undefined, 'aria-describedby': describedByIds || undefined };
}

type WiredFieldProps = { id: string; label: string; hint?: string; error?: string; field: UseFormRegisterReturn };

/** FormField around an Input, with the id, hint and error wired to the control; the form passes its register() result. */
export function InputField({ field, type, placeholder, ...labelling }: WiredFieldProps & { type?: string; placeholder?: string }) {
  return (
    <FormField {...labelling}>
      <Input type={type} placeholder={placeholder} {...describedBy(labelling.id, { hint: Boolean(labelling.hint), error: labelling.error })} {...field} />
    </FormField>
  );
}

/** FormField around a TextArea, wired like InputField. */
export function TextAreaField({ field, rows, placeholder, ...labelling }: WiredFieldProps & { rows: number; placeholder?: string }) {
  return (
    <FormField {...labelling}>
      <TextArea rows={rows} placeholder={placeholder} {...describedBy(labelling.id, { hint: Boolean(labelling.hint), error: labelling.error })} {...field} />
    </FormField>
  );
}
