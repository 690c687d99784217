import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleContext, navigationStore, sessionStore } from '@forkful/runtime';
import { uiMessages } from '@forkful/ui';
import { appMessages } from '../../../i18n';
import { languageStore } from '../../language';
import { fillNavigation } from '../../../testing/remote-fixtures';
import { currentPath, renderAt, signIn, signOutSession } from '../../../testing/render';
import { logout } from '../../auth';
import { Header } from './header';

jest.mock('../../auth/lib/auth-service', () => ({ logout: jest.fn() }));
const mockedLogout = logout as jest.MockedFunction<typeof logout>;

const navLinkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Header', () => {
  // The navigation the three live remotes declare (their routes.json), as bootstrap fills it.
  beforeEach(() => fillNavigation());
  afterEach(() => jest.clearAllMocks());

  it('shows Login and no Dashboard, avatar or Logout when signed out', () => {
    signOutSession();
    renderAt(<Header />);
    expect(navLinkNames()).toEqual(['Home', 'All Recipes', 'About Us', 'Contact', 'Support', 'Login']);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-avatar')).not.toBeInTheDocument();
  });

  it('shows Dashboard, the avatar with the display name as tooltip, and Logout when signed in', () => {
    signIn({ displayName: 'Rina Cook', photoURL: 'https://img.test/rina.png' });
    renderAt(<Header />);
    expect(navLinkNames()).toEqual(['Home', 'All Recipes', 'About Us', 'Contact', 'Support', 'Dashboard']);
    const avatar = screen.getByRole('img', { name: 'Rina Cook' });
    expect(avatar).toHaveAttribute('title', 'Rina Cook');
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://img.test/rina.png');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("falls back to 'Anonymous' and a default icon without a name or photo", () => {
    signIn({ displayName: null, photoURL: null });
    renderAt(<Header />);
    const avatar = screen.getByRole('img', { name: 'Anonymous' });
    expect(avatar).toHaveAttribute('title', 'Anonymous');
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('shows neither Login nor Dashboard while the session is loading', () => {
    sessionStore.setState({ status: 'loading', user: null });
    renderAt(<Header />);
    expect(navLinkNames()).toEqual(['Home', 'All Recipes', 'About Us', 'Contact', 'Support']);
  });

  it("shows the live remotes' header entries by order, each to its own audience, then Login", () => {
    signOutSession();
    navigationStore.setState({
      entries: [
        { slot: 'header', label: 'Pantry', to: '/pantry', order: 20, show: 'signed-in' },
        { slot: 'header', label: 'Home', to: '/', order: 10, end: true },
        { slot: 'header', label: 'Join', to: '/join', order: 30, show: 'signed-out' },
        { slot: 'footer-help', label: 'Terms', to: '/terms', order: 5 },
      ],
    });
    renderAt(<Header />);
    expect(navLinkNames()).toEqual(['Home', 'Join', 'Login']);
    act(() => signIn());
    expect(navLinkNames()).toEqual(['Home', 'Pantry']);
  });

  it('marks an entry active on its path only when it asks for an exact match (end)', () => {
    signOutSession();
    renderAt(<Header />, '*', '/about');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
  });

  it('follows the session as it changes', () => {
    signOutSession();
    renderAt(<Header />);
    act(() => signIn());
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('Logout signs out and goes to /login', async () => {
    signIn();
    mockedLogout.mockResolvedValue();
    renderAt(<Header />, '*', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(mockedLogout).toHaveBeenCalledTimes(1);
    // The navigation follows the sign-out's promise.
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('a logout failure is only logged: no navigation, nothing shown', async () => {
    signIn();
    mockedLogout.mockRejectedValue(new Error('network down'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(<Header />, '*', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('logout failed'), expect.any(Error));
    expect(currentPath()).toBe('/dashboard');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('the menu button opens and closes the navigation with an accessible state', async () => {
    signOutSession();
    renderAt(<Header />);
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'primary-navigation');
    await userEvent.click(menu);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the theme toggle has an accessible name and flips data-theme', async () => {
    signOutSession();
    renderAt(<Header />);
    const before = document.documentElement.getAttribute('data-theme') ?? 'light';
    const next = before === 'dark' ? 'light' : 'dark';
    await userEvent.click(screen.getByRole('button', { name: `Switch to ${next} theme` }));
    expect(document.documentElement.getAttribute('data-theme')).toBe(next);
    expect(screen.getByRole('button', { name: `Switch to ${before} theme` })).toBeInTheDocument();
  });

  it("in Bangla: the shell's own labels, the remotes' entries by their Bangla labels, the Language switch as ভাষা", async () => {
    await appMessages.preload('bn');
    await uiMessages.preload('bn');
    languageStore.setState({ locale: 'bn' });
    signOutSession();
    navigationStore.setState({
      entries: [
        { slot: 'header', label: 'Home', labels: { bn: 'হোম' }, to: '/', order: 10, end: true },
        { slot: 'header', label: 'All Recipes', labels: { bn: 'সব রেসিপি' }, to: '/all-recipes', order: 20 },
        { slot: 'header', label: 'Contact', to: '/contact', order: 30 },
      ],
    });
    renderAt(
      <LocaleContext.Provider value="bn">
        <Header />
      </LocaleContext.Provider>,
    );
    expect(within(screen.getByRole('navigation', { name: 'প্রধান' })).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'হোম', 'সব রেসিপি', 'Contact', 'লগ ইন',
    ]);
    expect(screen.getByRole('link', { name: 'Forkful হোম' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'মেনু খুলুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /থিমে যান$/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    languageStore.setState({ locale: 'en' });
  });
});
