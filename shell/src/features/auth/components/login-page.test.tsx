import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { currentPath, renderAt, signOutSession } from '../../../testing/render';
import { loginWithEmail, loginWithGoogle } from '../lib/auth-service';
import { LoginPage } from './login-page';

jest.mock('../lib/auth-service', () => ({ loginWithEmail: jest.fn(), loginWithGoogle: jest.fn() }));
const mockedLogin = loginWithEmail as jest.MockedFunction<typeof loginWithEmail>;
const mockedGoogle = loginWithGoogle as jest.MockedFunction<typeof loginWithGoogle>;

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('LoginPage', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    signOutSession();
    success = jest.spyOn(toast, 'success');
    error = jest.spyOn(toast, 'error');
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('marks the email required with the email type, the password not required, and links onwards', () => {
    renderAt(<LoginPage />, '/login');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).not.toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
  });

  it("reads 'Login in...' while pending, then toasts 'Login successful!' and returns to the remembered page", async () => {
    const pending = deferred();
    mockedLogin.mockReturnValue(pending.promise);
    renderAt(<LoginPage />, '/login', { pathname: '/login', state: { from: '/recipes/42' } });
    await userEvent.type(screen.getByLabelText('Email'), 'cook@forkful.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Login in...' })).toBeDisabled();
    expect(mockedLogin).toHaveBeenCalledWith('cook@forkful.test', 'Secret1');
    pending.resolve();
    await waitFor(() => expect(currentPath()).toBe('/recipes/42'));
    expect(success).toHaveBeenCalledWith('Login successful!');
  });

  it("goes home after login when no page was remembered", async () => {
    mockedLogin.mockResolvedValue();
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@forkful.test');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it.each(['auth/wrong-password', 'auth/invalid-credential'])(
    "a wrong password (%s) toasts 'Error when login', explains it, and stays on /login",
    async (code) => {
      mockedLogin.mockRejectedValue(firebaseError(code));
      renderAt(<LoginPage />, '/login');
      await userEvent.type(screen.getByLabelText('Email'), 'cook@forkful.test');
      await userEvent.type(screen.getByLabelText('Password'), 'wrong');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));

      await waitFor(() => expect(error).toHaveBeenCalledWith('Error when login'));
      expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password.');
      expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
      expect(screen.getByLabelText('Email')).toHaveValue('cook@forkful.test');
      expect(currentPath()).toBe('/login');
    },
  );

  it("Google sign-in toasts 'Successfully Login!'", async () => {
    mockedGoogle.mockResolvedValue();
    renderAt(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login with Google' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Successfully Login!'));
    expect(currentPath()).toBe('/');
  });

  it("a Google failure toasts the provider's message", async () => {
    mockedGoogle.mockRejectedValue(firebaseError('auth/internal-error'));
    renderAt(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login with Google' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Firebase: Error (auth/internal-error).'));
    expect(currentPath()).toBe('/login');
  });
});
