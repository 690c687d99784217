import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { MESSAGES } from '@forkful/domain';
import { Button, TextField, useDocumentTitle } from '@forkful/ui';
import { authErrorMessage } from '../lib/auth-errors';
import { registerWithEmail, type Registration } from '../lib/auth-service';
import { EMAIL_RULES } from '../lib/email-rules';
import { firstPasswordProblem } from '../lib/password-rules';
import { AuthCard, Form, FormError, FormLinks } from './auth-form';
import { EmailField } from './email-field';

const EMPTY: Registration = { name: '', email: '', photoURL: '', password: '' };

export function RegisterPage() {
  const navigate = useNavigate();
  useDocumentTitle('Register');
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
      toast.success(MESSAGES.registrationSuccess);
      reset(EMPTY);
      navigate('/', { replace: true });
    } catch (error) {
      setProviderError(authErrorMessage(error));
    }
  };

  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title">Register</h1>
      <Form onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          id="register-name"
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name', { validate: (value) => value.trim() !== '' || 'Name is required' })}
        />
        <EmailField id="register-email" error={errors.email?.message} {...register('email', EMAIL_RULES)} />
        <TextField
          id="register-photo"
          label="Photo URL"
          type="url"
          inputMode="url"
          required
          error={errors.photoURL?.message}
          {...register('photoURL', {
            required: 'Photo URL is required',
            pattern: { value: /^https?:\/\/\S+$/i, message: 'Enter a link starting with http:// or https://' },
          })}
        />
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password', { validate: (value) => firstPasswordProblem(value) ?? true })}
        />
        {providerError && <FormError role="alert">{providerError}</FormError>}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Registering...' : 'Register'}
        </Button>
        <FormLinks>
          <span>
            Already have an account?{' '}
            <Link to="/login" state={location.state}>
              Login
            </Link>
          </span>
        </FormLinks>
      </Form>
    </AuthCard>
  );
}
