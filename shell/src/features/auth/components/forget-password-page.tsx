import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { Button, useDocumentTitle } from '@forkful/ui';
import { authErrorCode, authErrorMessage } from '../lib/auth-errors';
import { sendPasswordReset } from '../lib/auth-service';
import { EMAIL_RULES } from '../lib/email-rules';
import { AuthCard, Form, FormError, FormLinks } from './auth-form';
import { EmailField } from './email-field';

/**
 * The spec links "forgot password" from /login without defining the page; this one sends Firebase's
 * password-reset email. It confirms the same way whether or not the address has an account, so it
 * never tells a stranger who is registered.
 */
export function ForgetPasswordPage() {
  const location = useLocation();
  useDocumentTitle('Reset your password');
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
      else setProblem(authErrorMessage(error));
    }
  };

  if (sentTo) {
    return (
      <AuthCard aria-labelledby="reset-title">
        <h1 id="reset-title">Check your inbox</h1>
        <p role="status">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The
          link works once and expires after an hour.
        </p>
        <FormLinks>
          <Link to="/login">Back to Login</Link>
          <button type="button" className="link-button" onClick={() => setSentTo(null)}>
            Use another email
          </button>
        </FormLinks>
      </AuthCard>
    );
  }

  return (
    <AuthCard aria-labelledby="reset-title">
      <h1 id="reset-title">Reset your password</h1>
      <p>Enter the email you registered with and we will send you a link to choose a new password.</p>
      <Form onSubmit={handleSubmit(onSubmit)} noValidate>
        <EmailField id="reset-email" error={errors.email?.message} {...register('email', EMAIL_RULES)} />
        {problem && <FormError role="alert">{problem}</FormError>}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
        <FormLinks>
          <Link to="/login">Back to Login</Link>
        </FormLinks>
      </Form>
    </AuthCard>
  );
}
