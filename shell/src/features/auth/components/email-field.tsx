import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@forkful/ui';
import { useT } from '../../../i18n';

/** The email field of the register and password-reset forms; takes `register('email', emailRules(t))`'s result. */
export function EmailField({ id, error, ...registration }: { id: string; error?: string } & UseFormRegisterReturn) {
  const t = useT();
  return <TextField id={id} label={t('auth.email')} type="email" autoComplete="email" required error={error} {...registration} />;
}
