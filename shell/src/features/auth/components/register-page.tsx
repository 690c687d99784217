import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { MESSAGES } from '@forkful/contracts';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { authErrorMessage } from '../lib/auth-errors';
import { registerWithEmail, type Registration } from '../lib/auth-service';
import { firstPasswordProblem } from '../lib/password-rules';
import { AuthCard, Field, FieldError, Form, FormError, FormLinks, PrimaryButton } from './auth-form';

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

  const invalid = (name: keyof Registration) => (errors[name] ? true : undefined);
  const describedBy = (name: keyof Registration) => (errors[name] ? `register-${name}-error` : undefined);

  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title">Register</h1>
      <Form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Field>
          <label htmlFor="register-name">Name</label>
          <input
            id="register-name"
            autoComplete="name"
            required
            aria-invalid={invalid('name')}
            aria-describedby={describedBy('name')}
            {...register('name', { validate: (value) => value.trim() !== '' || 'Name is required' })}
          />
          {errors.name && <FieldError id="register-name-error">{errors.name.message}</FieldError>}
        </Field>
        <Field>
          <label htmlFor="register-email">Email</label>
          <input
            id="register-email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={invalid('email')}
            aria-describedby={describedBy('email')}
            {...register('email', {
              required: 'Email is required',
              pattern: { value: /^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/, message: 'Enter a valid email address' },
            })}
          />
          {errors.email && <FieldError id="register-email-error">{errors.email.message}</FieldError>}
        </Field>
        <Field>
          <label htmlFor="register-photo">Photo URL</label>
          <input
            id="register-photo"
            type="url"
            inputMode="url"
            required
            aria-invalid={invalid('photoURL')}
            aria-describedby={describedBy('photoURL')}
            {...register('photoURL', {
              required: 'Photo URL is required',
              pattern: { value: /^https?:\/\/\S+$/i, message: 'Enter a link starting with http:// or https://' },
            })}
          />
          {errors.photoURL && <FieldError id="register-photoURL-error">{errors.photoURL.message}</FieldError>}
        </Field>
        <Field>
          <label htmlFor="register-password">Password</label>
          <input
            id="register-password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={invalid('password')}
            aria-describedby={describedBy('password')}
            {...register('password', { validate: (value) => firstPasswordProblem(value) ?? true })}
          />
          {errors.password && <FieldError id="register-password-error">{errors.password.message}</FieldError>}
        </Field>
        {providerError && <FormError role="alert">{providerError}</FormError>}
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Registering...' : 'Register'}
        </PrimaryButton>
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
