import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { Button, TextField, useDocumentTitle } from '@forkful/ui';
import { useT } from '../../../i18n';
import { authErrorMessage } from '../lib/auth-errors';
import { registerWithEmail, type Registration } from '../lib/auth-service';
import { emailRules } from '../lib/email-rules';
import { firstPasswordProblem } from '../lib/password-rules';
import { AuthCard, Form, FormError, FormLinks } from './auth-form';
import { EmailField } from './email-field';

const EMPTY: Registration = { name: '', email: '', photoURL: '', password: '' };

export function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('register.title'));
  const location = useLocation();
  const [providerError, setProviderError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Registration>({ defaultValues: EMPTY });

  const onSubmit = async (values: Registration) => {
    setProviderError(null);
    try {
      await registerWithEmail({ ...values, name: values.name.trim(), email: values.email.trim() });
      toast.success(t('register.success'));
      reset(EMPTY);
      navigate('/', { replace: true });
    } catch (error) {
      setProviderError(authErrorMessage(error, t));
    }
  };

  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <Form onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          id="register-name"
          label={t('register.name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name', { validate: (value) => value.trim() !== '' || t('register.nameRequired') })}
        />
        <EmailField id="register-email" error={errors.email?.message} {...register('email', emailRules(t))} />
        <TextField
          id="register-photo"
          label={t('register.photoUrl')}
          type="url"
          inputMode="url"
          required
          error={errors.photoURL?.message}
          {...register('photoURL', {
            required: t('register.photoRequired'),
            pattern: { value: /^https?:\/\/\S+$/i, message: t('register.photoInvalid') },
          })}
        />
        <TextField
          id="register-password"
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password', { validate: (value) => firstPasswordProblem(value, t) ?? true })}
        />
        {providerError && <FormError role="alert">{providerError}</FormError>}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('register.pending') : t('register.submit')}
        </Button>
        <FormLinks>
          <span>
            {t('register.haveAccount')}{' '}
            <Link to="/login" state={location.state}>
              {t('register.login')}
            </Link>
          </span>
        </FormLinks>
      </Form>
    </AuthCard>
  );
}
