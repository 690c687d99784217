import { MESSAGES, PASSWORD_MIN_LENGTH } from '@forkful/domain';

/** The registration password rules, in the order the spec checks them. */
export const PASSWORD_RULES: ReadonlyArray<{ test: (password: string) => boolean; message: string }> = [
  { test: (password) => password.length >= PASSWORD_MIN_LENGTH, message: MESSAGES.passwordTooShort },
  { test: (password) => /[A-Z]/.test(password), message: MESSAGES.passwordNeedsUppercase },
  { test: (password) => /[a-z]/.test(password), message: MESSAGES.passwordNeedsLowercase },
];

/** The message of the first rule the password breaks, or undefined when it passes all of them. */
export function firstPasswordProblem(password: string): string | undefined {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message;
}
