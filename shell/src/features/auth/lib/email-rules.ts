import type { RegisterOptions } from 'react-hook-form';

/** The email checks shared by the register and password-reset forms (surrounding spaces are trimmed on submit). */
export const EMAIL_RULES = {
  required: 'Email is required',
  pattern: { value: /^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/, message: 'Enter a valid email address' },
} satisfies RegisterOptions;
