import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { Button, useDocumentTitle } from '@forkful/ui';
import { useT } from '../../../i18n';
import { authErrorCode, authErrorMessage } from '../lib/auth-errors';
import { sendPasswordReset } from '../lib/auth-service';
import { emailRules } from '../lib/email-rules';
import { AuthCard, Form, FormError, FormLinks } from './auth-form';
import { EmailField } from './email-field';

/** Where the address goes in the confirmation (a message with the address in bold, in any word order). */
const MARK = '\u0000';

function around(text: string, inner: ReactNode): ReactNode {
  const [before, after = ''] = text.split(MARK);
  return (
    <>
      {before}
      {inner}
      {after}
    </>
  );
}

/**
 * The spec links "forgot password" from /login without defining the page; this one sends Firebase's
 * password-reset email. It confirms the same way whether or not the address has an account, so it
 * never tells a stranger who is registered.
 */
export function ForgetPasswordPage() {
  const t = useT();
  const location = useLocation();
  useDocumentTitle(t('reset.title'));
  const initialEmail = (location.state as { email?: unknown } | null)?.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: typeof initialEmail === 'string' ? initialEmail : '' } });

  const onSubmit = async ({ email }: { email: string }) => {
    setProblem(null);
    const address = email.trim();
    try {
      await sendPasswordReset(address);
      setSentTo(address);
    } catch (error) {
      if (authErrorCode(error) === 'auth/user-not-found') setSentTo(address);
      else setProblem(authErrorMessage(error, t));
    }
  };

  if (sentTo) {
    return (
      <AuthCard aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.sentTitle')}</h1>
        <p role="status">
          {around(t('reset.sent', { email: MARK }), <strong>{sentTo}</strong>)}
        </p>
        <FormLinks>
          <Link to="/login">{t('auth.backToLogin')}</Link>
          <button type="button" className="link-button" onClick={() => setSentTo(null)}>
            {t('reset.anotherEmail')}
          </button>
        </FormLinks>
      </AuthCard>
    );
  }

  return (
    <AuthCard aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <p>{t('reset.intro')}</p>
      <Form onSubmit={handleSubmit(onSubmit)} noValidate>
        <EmailField id="reset-email" error={errors.email?.message} {...register('email', emailRules(t))} />
        {problem && <FormError role="alert">{problem}</FormError>}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('reset.pending') : t('reset.submit')}
        </Button>
        <FormLinks>
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </FormLinks>
      </Form>
    </AuthCard>
  );
}
