import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { MESSAGES } from '@forkful/domain';
import { Button, GoogleIcon, TextField, useDocumentTitle } from '@forkful/ui';
import { authErrorCode, authErrorMessage } from '../lib/auth-errors';
import { loginWithEmail, loginWithGoogle } from '../lib/auth-service';
import { originFrom } from '../lib/redirect-memory';
import { AuthCard, Divider, Form, FormError, FormLinks } from './auth-form';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  useDocumentTitle('Login');
  const location = useLocation();
  const { register, handleSubmit, watch } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const [pending, setPending] = useState<'email' | 'google' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const goBack = () => navigate(originFrom(location.state), { replace: true });

  const onSubmit = async ({ email, password }: LoginValues) => {
    setPending('email');
    setProblem(null);
    try {
      await loginWithEmail(email, password);
      toast.success(MESSAGES.loginSuccess);
      goBack();
    } catch (error) {
      console.error('[forkful] login failed:', authErrorCode(error) ?? error);
      toast.error(MESSAGES.loginError);
      setProblem(authErrorMessage(error));
      setPending(null);
    }
  };

  const onGoogle = async () => {
    setPending('google');
    setProblem(null);
    try {
      await loginWithGoogle();
      toast.success(MESSAGES.googleLoginSuccess);
      goBack();
    } catch (error) {
      toast.error(authErrorMessage(error));
      setPending(null);
    }
  };

  return (
    <AuthCard aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      <Form onSubmit={handleSubmit(onSubmit)}>
        <TextField id="login-email" label="Email" type="email" autoComplete="email" required {...register('email', { required: true })} />
        <TextField id="login-password" label="Password" type="password" autoComplete="current-password" {...register('password')} />
        <FormLinks>
          <Link to="/forget-password" state={{ email: watch('email') }}>
            Forgot password?
          </Link>
        </FormLinks>
        {problem && <FormError role="alert">{problem}</FormError>}
        <Button type="submit" disabled={pending !== null}>
          {pending === 'email' ? MESSAGES.loginPending : 'Login'}
        </Button>
        <Divider>or</Divider>
        <Button type="button" $variant="secondary" onClick={onGoogle} disabled={pending !== null}>
          <GoogleIcon />
          Login with Google
        </Button>
        <FormLinks>
          <span>
            New to Forkful?{' '}
            <Link to="/register" state={location.state}>
              Register
            </Link>
          </span>
        </FormLinks>
      </Form>
    </AuthCard>
  );
}
