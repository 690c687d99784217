import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, fieldControlProps, FormField, Input, TextArea, type Translate } from '@forkful/ui';
import { SUPPORT } from '@forkful/domain';
import { type AppMessageKey, useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { validateContact, type ContactErrors, type ContactValues } from './validate-contact';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const MessageArea = styled(TextArea)`
  min-height: 160px;
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

function mailtoLink(values: ContactValues, t: Translate<AppMessageKey>): string {
  const subject = encodeURIComponent(t('contactForm.mailSubject', { name: values.name }));
  const body = encodeURIComponent(`${values.message}\n\n${values.name} <${values.email}>`);
  return `mailto:${SUPPORT.email}?subject=${subject}&body=${body}`;
}

/**
 * Contact Us form: name, email and message, all required (spec section 5). The spec sends nothing,
 * so after a valid submit the form says so plainly, keeps what was typed, and offers to open it as an email.
 */
export function ContactForm() {
  const t = useT();
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

  /** A field's error in the page's language (kept as a key, so a language switch translates it too). */
  const errorText = (field: keyof ContactValues) => {
    const problem = errors[field];
    return problem && t(problem);
  };

  /** What every control shares: name, value, change handler, required, and its id and error wiring. */
  const controlProps = (field: keyof ContactValues) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: update(field),
    ...fieldControlProps(`contact-${field}`, { error: errorText(field) }),
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('contact.title')}>
      <FormField id="contact-name" label={t('contactForm.name')} error={errorText('name')}>
        <Input {...controlProps('name')} autoComplete="name" />
      </FormField>
      <FormField id="contact-email" label={t('contactForm.email')} error={errorText('email')}>
        <Input {...controlProps('email')} type="email" autoComplete="email" />
      </FormField>
      <FormField id="contact-message" label={t('contactForm.message')} error={errorText('message')}>
        <MessageArea {...controlProps('message')} />
      </FormField>
      <div role="status">
        {checked && (
          <Note>
            <p>
              <strong>{t('contactForm.checked.thanks', { name: checked.name })}</strong> {t('contactForm.checked.notSent')}
            </p>
            <p>
              {richText(t('contactForm.checked.byEmail', { email: SUPPORT.email, hours: SUPPORT.replyWithinHours }), {
                mailto: (text) => <a href={mailtoLink(checked, t)}>{text}</a>,
              })}
            </p>
          </Note>
        )}
      </div>
      <div>
        <Button type="submit">{t('contactForm.submit')}</Button>
      </div>
    </Form>
  );
}
