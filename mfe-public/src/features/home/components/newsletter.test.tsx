import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@forkful/runtime';
import { renderWithProviders } from '../../../testing/render';
import { Newsletter } from './newsletter';

describe('Newsletter', () => {
  let alertSpy: jest.SpyInstance;
  const adapter = jest.fn();
  const originalAdapter = http.defaults.adapter;

  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    adapter.mockReset();
    http.defaults.adapter = adapter;
  });
  afterEach(() => {
    alertSpy.mockRestore();
    http.defaults.adapter = originalAdapter;
  });

  it('has a labelled email field', () => {
    renderWithProviders(<Newsletter />);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
  });

  it("alerts 'Please enter a valid email!' when the field is empty or blank", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Newsletter />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(alertSpy).toHaveBeenLastCalledWith('Please enter a valid email!');
    await user.type(screen.getByLabelText('Email address'), '   ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(alertSpy).toHaveBeenCalledTimes(2);
    expect(alertSpy).toHaveBeenLastCalledWith('Please enter a valid email!');
  });

  it("alerts 'Subscribed: {email}', clears the field and calls no server", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Newsletter />);
    const input = screen.getByLabelText('Email address');
    await user.type(input, 'cook@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(alertSpy).toHaveBeenCalledWith('Subscribed: cook@example.com');
    expect(input).toHaveValue('');
    expect(adapter).not.toHaveBeenCalled();
  });

  it('subscribes with Enter in the field too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Newsletter />);
    await user.type(screen.getByLabelText('Email address'), 'chef@example.org{Enter}');
    expect(alertSpy).toHaveBeenCalledWith('Subscribed: chef@example.org');
  });
});
