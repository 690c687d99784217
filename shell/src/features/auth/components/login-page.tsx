import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { PRODUCT_NAME } from '@forkful/domain';
import { Button, GoogleIcon, TextField, useDocumentTitle } from '@forkful/ui';
import { useT } from '../../../i18n';
import { authErrorCode, authErrorMessage } from '../lib/auth-errors';
import { loginWithEmail, loginWithGoogle } from '../lib/auth-service';
import { originFrom } from '../lib/redirect-memory';
import { AuthCard, Divider, Form, FormError, FormLinks } from './auth-form';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('login.title'));
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
      toast.success(t('login.success'));
      goBack();
    } catch (error) {
      console.error('[forkful] login failed:', authErrorCode(error) ?? error);
      toast.error(t('login.failed'));
      setProblem(authErrorMessage(error, t));
      setPending(null);
    }
  };

  const onGoogle = async () => {
    setPending('google');
    setProblem(null);
    try {
      await loginWithGoogle();
      toast.success(t('login.googleSuccess'));
      goBack();
    } catch (error) {
      toast.error(authErrorMessage(error, t));
      setPending(null);
    }
  };

  return (
    <AuthCard aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <Form onSubmit={handleSubmit(onSubmit)}>
        <TextField id="login-email" label={t('auth.email')} type="email" autoComplete="email" required {...register('email', { required: true })} />
        <TextField id="login-password" label={t('auth.password')} type="password" autoComplete="current-password" {...register('password')} />
        <FormLinks>
          <Link to="/forget-password" state={{ email: watch('email') }}>
            {t('login.forgotPassword')}
          </Link>
        </FormLinks>
        {problem && <FormError role="alert">{problem}</FormError>}
        <Button type="submit" disabled={pending !== null}>
          {pending === 'email' ? t('login.pending') : t('login.submit')}
        </Button>
        <Divider>{t('login.or')}</Divider>
        <Button type="button" $variant="secondary" onClick={onGoogle} disabled={pending !== null}>
          <GoogleIcon />
          {t('login.google')}
        </Button>
        <FormLinks>
          <span>
            {t('login.newHere', { product: PRODUCT_NAME })}{' '}
            <Link to="/register" state={location.state}>
              {t('login.register')}
            </Link>
          </span>
        </FormLinks>
      </Form>
    </AuthCard>
  );
}
