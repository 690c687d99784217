import type { AppMessageKey } from '../../../i18n';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** What is wrong with each bad field, as the key of its message (shown in the page's language, even after a switch). */
export type ContactErrors = Partial<Record<keyof ContactValues, AppMessageKey>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field is required; the email must look like an address. Returns one message per bad field. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'contactForm.nameMissing';
  const email = values.email.trim();
  if (!email) errors.email = 'contactForm.emailMissing';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'contactForm.emailInvalid';
  if (!values.message.trim()) errors.message = 'contactForm.messageMissing';
  return errors;
}
