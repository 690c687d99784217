import { useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../../components/button';
import { CONTACT } from '../../../config/contact';
import { ContactField, fieldStyles } from './contact-field';
import { validateContact, type ContactErrors, type ContactValues } from './validate-contact';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const control = css<{ $invalid: boolean }>`
  ${fieldStyles}
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary}40;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 160px;
  resize: vertical;
`;

const Note = styled.div`
  padding: 1rem 1.15rem;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;

  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.4rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const EMPTY: ContactValues = { name: '', email: '', message: '' };

function mailtoLink(values: ContactValues): string {
  const subject = encodeURIComponent(`Message from ${values.name}`);
  const body = encodeURIComponent(`${values.message}\n\n${values.name} <${values.email}>`);
  return `mailto:${CONTACT.supportEmail}?subject=${subject}&body=${body}`;
}

/**
 * Contact Us form: name, email and message, all required (spec section 5). The spec sends nothing,
 * so after a valid submit the form says so plainly, keeps what was typed, and offers to open it as an email.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState<ContactValues | null>(null);

  const update = (field: keyof ContactValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setChecked(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const firstInvalid = (['name', 'email', 'message'] as const).find((field) => found[field]);
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      setChecked(null);
      return;
    }
    setChecked({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
  };

  /** What every control shares: id, value, change handler, required, and its invalid state and error text. */
  const controlProps = (field: keyof ContactValues) => ({
    id: `contact-${field}`,
    name: field,
    required: true,
    value: values[field],
    onChange: update(field),
    $invalid: !!errors[field],
    'aria-invalid': !!errors[field],
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Contact Us">
      <ContactField id="contact-name" label="Name" error={errors.name}>
        <Input {...controlProps('name')} autoComplete="name" />
      </ContactField>
      <ContactField id="contact-email" label="Email" error={errors.email}>
        <Input {...controlProps('email')} type="email" autoComplete="email" />
      </ContactField>
      <ContactField id="contact-message" label="Message" error={errors.message}>
        <TextArea {...controlProps('message')} />
      </ContactField>
      <div role="status">
        {checked && (
          <Note>
            <p>
              <strong>Thanks, {checked.name}! Your message looks good, but it has not been sent:</strong> this form does
              not deliver messages. Your text is still in the form.
            </p>
            <p>
              To reach us, <a href={mailtoLink(checked)}>send it by email to {CONTACT.supportEmail}</a>. We reply
              within {CONTACT.replyWithinHours} hours.
            </p>
          </Note>
        )}
      </div>
      <div>
        <Button type="submit">Submit</Button>
      </div>
    </Form>
  );
}
