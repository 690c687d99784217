/**
 * Google sign-in through the shell, against the Auth emulator's popup in a real Chromium: a new account signs in, and
 * a popup closed early toasts the provider's message.
 */
import { LOAD_TIMEOUT, newPage, screenshot } from '../support/browser';
import { openGooglePopup } from '../support/google-popup';
import { toastWith, waitForPath } from '../support/sign-in-page';
import { useBrowserSuite } from '../support/suite';
import { uniqueEmail } from '../support/users';

describe('sign-in through the shell', () => {
  const suite = useBrowserSuite();

  it("signs in with Google through the emulator's popup", async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    const email = uniqueEmail('google');
    const popup = await openGooglePopup(page, suite.stack.shellUrl);
    expect(popup.url()).toContain(`${suite.stack.authEmulatorUrl}/emulator/auth/handler`);
    expect(popup.url()).toContain('providerId=google.com');
    await popup.locator('#add-account-button button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Gina Google');
    await popup.locator('#sign-in').click();

    await toastWith(page, 'Successfully Login!').waitFor({ timeout: LOAD_TIMEOUT });
    await waitForPath(page, '/');
    await page.getByRole('img', { name: 'Gina Google' }).waitFor();
    await screenshot(page, 'auth-google-signed-in');
    await page.context().close();
  });

  it("a closed Google popup toasts the provider's message and stays on /login", async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    const popup = await openGooglePopup(page, suite.stack.shellUrl);
    await popup.close();
    await toastWith(page, 'The Google sign-in window was closed before signing in finished.').waitFor({ timeout: LOAD_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('button', { name: 'Login with Google' }).isEnabled()).toBe(true);
    await page.context().close();
  });
});
