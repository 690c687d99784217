import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Input, TextArea } from './form-controls';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The ids a field's hint and inline error carry, so its control can point at them. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** The control's own attributes inside a FormField: its id, aria-invalid and aria-describedby (hint, error). */
export function fieldControlProps(id: string, { hint, error }: { hint?: ReactNode; error?: ReactNode }) {
  const ids = fieldIds(id);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

export interface FieldLabelling {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The inline message; when set the control is marked invalid and described by it. */
  error?: ReactNode;
}

/** Label + control + optional hint + inline error. Wire the control with `fieldControlProps(id, { hint, error })`. */
export function FormField({ id, label, hint, error, children }: FieldLabelling & { children: ReactNode }) {
  const ids = fieldIds(id);
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      {error && (
        <FieldError id={ids.error} role="alert">
          {error}
        </FieldError>
      )}
    </Wrapper>
  );
}

type TextFieldProps = FieldLabelling & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A FormField around an Input, wired for assistive technology; takes react-hook-form's register() result too. */
export function TextField({ id, label, hint, error, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input {...inputProps} {...fieldControlProps(id, { hint, error })} />
    </FormField>
  );
}

type TextAreaFieldProps = FieldLabelling & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A FormField around a TextArea, wired like TextField. */
export function TextAreaField({ id, label, hint, error, ...areaProps }: TextAreaFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <TextArea {...areaProps} {...fieldControlProps(id, { hint, error })} />
    </FormField>
  );
}
