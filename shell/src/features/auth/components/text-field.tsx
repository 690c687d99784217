import type { InputHTMLAttributes } from 'react';
import { Field, FieldError } from './auth-form';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  /** The inline message; when set the input is marked invalid and described by it. */
  error?: string;
};

/** A labelled input of the auth forms with its inline error wired for assistive technology. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
