import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@forkful/runtime';
import { renderWithProviders } from '../../../testing/render';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  const adapter = jest.fn();
  const originalAdapter = http.defaults.adapter;
  beforeEach(() => {
    adapter.mockReset();
    http.defaults.adapter = adapter;
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('marks name, email and message as required', () => {
    renderWithProviders(<ContactForm />);
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Message')).toBeRequired();
  });

  it('shows an inline error for every empty field and focuses the first one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please write your message.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toBeInvalid();
  });

  it('rejects an email that is not an address, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Ayesha');
    await user.type(screen.getByLabelText('Email'), 'ayesha-at-example');
    await user.type(screen.getByLabelText('Message'), 'Hello!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/valid email address/);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Ayesha');
    expect(screen.queryByText(/has not been sent/)).not.toBeInTheDocument();
  });

  it('after a valid submit says plainly that nothing was sent, keeps the text and sends no request', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Ayesha');
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Can I share a video with my recipe?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('status')).toHaveTextContent('Thanks, Ayesha!');
    expect(screen.getByRole('status')).toHaveTextContent('it has not been sent');
    const mailto = screen.getByRole('link', { name: /send it by email/i });
    expect(mailto.getAttribute('href')).toMatch(/^mailto:support@forkful\.app\?subject=Message%20from%20Ayesha&body=Can%20I%20share/);
    expect(screen.getByLabelText('Message')).toHaveValue('Can I share a video with my recipe?');
    expect(adapter).not.toHaveBeenCalled();
  });

  it('clears the note as soon as the message is edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Ayesha');
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(screen.getByLabelText('Message'), ' there');
    expect(screen.queryByText(/has not been sent/)).not.toBeInTheDocument();
  });
});
