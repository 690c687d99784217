import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { currentPath, renderAt, signOutSession } from '../../../testing/render';
import { registerWithEmail } from '../lib/auth-service';
import { RegisterPage } from './register-page';

jest.mock('../lib/auth-service', () => ({ registerWithEmail: jest.fn() }));
const mockedRegister = registerWithEmail as jest.MockedFunction<typeof registerWithEmail>;

async function fill({ name = 'Rina', email = 'rina@forkful.test', photo = 'https://img.test/rina.png', password = 'Secret1' } = {}) {
  if (name) await userEvent.type(screen.getByLabelText('Name'), name);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (photo) await userEvent.type(screen.getByLabelText('Photo URL'), photo);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('RegisterPage', () => {
  beforeEach(() => {
    signOutSession();
    mockedRegister.mockReset();
  });

  it('requires every field and blocks submit', async () => {
    renderAt(<RegisterPage />, '/register');
    for (const label of ['Name', 'Email', 'Photo URL', 'Password']) expect(screen.getByLabelText(label)).toBeRequired();
    await submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Photo URL is required')).toBeInTheDocument();
    expect(mockedRegister).not.toHaveBeenCalled();
  });

  it.each([
    ['abc', 'Password must be at least 6 characters'],
    ['abcdef', 'Must contain an uppercase letter'],
    ['ABCDEF', 'Must contain a lowercase letter'],
  ])('shows the first broken password rule for %p inline and does not submit', async (password, message) => {
    renderAt(<RegisterPage />, '/register');
    await fill({ password });
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(message);
    expect(mockedRegister).not.toHaveBeenCalled();
  });

  it("registers, toasts 'User registration successful!', resets the form and goes to /", async () => {
    const success = jest.spyOn(toast, 'success');
    mockedRegister.mockResolvedValue();
    renderAt(<RegisterPage />, '/register');
    await fill();
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(mockedRegister).toHaveBeenCalledWith({
      name: 'Rina',
      email: 'rina@forkful.test',
      photoURL: 'https://img.test/rina.png',
      password: 'Secret1',
    });
    expect(success).toHaveBeenCalledWith('User registration successful!');
  });

  it("shows the provider's error inline above the button and keeps what was typed", async () => {
    mockedRegister.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), { code: 'auth/email-already-in-use' }),
    );
    renderAt(<RegisterPage />, '/register');
    await fill();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists');
    expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Email')).toHaveValue('rina@forkful.test');
    expect(currentPath()).toBe('/register');
  });

  it('links to /login', () => {
    renderAt(<RegisterPage />, '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
