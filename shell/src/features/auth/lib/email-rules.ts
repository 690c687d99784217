import type { RegisterOptions } from 'react-hook-form';
import type { ShellTranslate } from '../../../i18n';

/** The email checks shared by the register and password-reset forms (surrounding spaces are trimmed on submit). */
export function emailRules(t: ShellTranslate) {
  return {
    required: t('auth.emailRequired'),
    pattern: { value: /^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/, message: t('auth.emailInvalid') },
  } satisfies RegisterOptions;
}
