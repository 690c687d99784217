import { DEFAULT_LOCALE, PASSWORD_MIN_LENGTH } from '@forkful/domain';
import { appMessages, type ShellTranslate } from '../../../i18n';

type PasswordKey = 'password.tooShort' | 'password.needsUppercase' | 'password.needsLowercase';

/** The registration password rules, in the order the spec checks them (messages: MESSAGES.password*). */
export const PASSWORD_RULES: ReadonlyArray<{ test: (password: string) => boolean; message: PasswordKey }> = [
  { test: (password) => password.length >= PASSWORD_MIN_LENGTH, message: 'password.tooShort' },
  { test: (password) => /[A-Z]/.test(password), message: 'password.needsUppercase' },
  { test: (password) => /[a-z]/.test(password), message: 'password.needsLowercase' },
];

/** The message of the first rule the password breaks (in `t`'s language), or undefined when it passes all of them. */
export function firstPasswordProblem(password: string, t: ShellTranslate = appMessages.translate(DEFAULT_LOCALE)): string | undefined {
  const broken = PASSWORD_RULES.find((rule) => !rule.test(password));
  return broken && t(broken.message);
}
