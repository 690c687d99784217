import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@forkful/ui';

/** The email field of the register and password-reset forms; takes `register('email', EMAIL_RULES)`'s result. */
export function EmailField({ id, error, ...registration }: { id: string; error?: string } & UseFormRegisterReturn) {
  return <TextField id={id} label="Email" type="email" autoComplete="email" required error={error} {...registration} />;
}
