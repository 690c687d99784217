import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { sendPasswordReset } from '../lib/auth-service';
import { ForgetPasswordPage } from './forget-password-page';

jest.mock('../lib/auth-service', () => ({ sendPasswordReset: jest.fn() }));
const mockedReset = sendPasswordReset as jest.MockedFunction<typeof sendPasswordReset>;
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('ForgetPasswordPage', () => {
  beforeEach(() => mockedReset.mockReset());

  it('starts from the email typed on the login page and confirms once the reset email is sent', async () => {
    mockedReset.mockResolvedValue();
    renderAt(<ForgetPasswordPage />, '/forget-password', { pathname: '/forget-password', state: { email: 'cook@forkful.test' } });
    expect(screen.getByLabelText('Email')).toHaveValue('cook@forkful.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(mockedReset).toHaveBeenCalledWith('cook@forkful.test');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('requires a valid email before sending anything', async () => {
    renderAt(<ForgetPasswordPage />, '/forget-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(mockedReset).not.toHaveBeenCalled();
  });

  it('confirms the same way for an unknown address, so it never reveals who is registered', async () => {
    mockedReset.mockRejectedValue(firebaseError('auth/user-not-found'));
    renderAt(<ForgetPasswordPage />, '/forget-password');
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@forkful.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  });

  it('shows any other failure inline and keeps the form', async () => {
    mockedReset.mockRejectedValue(firebaseError('auth/network-request-failed'));
    renderAt(<ForgetPasswordPage />, '/forget-password');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@forkful.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the sign-in service');
    expect(screen.getByLabelText('Email')).toHaveValue('cook@forkful.test');
  });
});
