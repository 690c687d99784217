/**
 * Sign-in, owned by the shell, against the stack's Firebase Auth emulator in a real Chromium: register, logout,
 * login (and its pending label), the wrong-password toast, the protected-route redirect and the return to the page
 * first asked for, signed-in users kept away from /login and /register, the header avatar and its tooltip, and the
 * password-reset page. Google sign-in: auth-google.e2e.test.ts.
 */
import { collectErrors, newPage, screenshot, LOAD_TIMEOUT } from '../support/browser';
import { useBrowserSuite } from '../support/suite';
import { avatar, fillLogin, mainNav, toastWith, waitForPath } from '../support/sign-in-page';
import { createTestUser, DEFAULT_TEST_PASSWORD, signInThroughUi, uniqueEmail } from '../support/users';

describe('sign-in through the shell', () => {
  const suite = useBrowserSuite();

  it('registers a new user, shows their avatar, logs out, and logs back in', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    const errors = collectErrors(page);
    const email = uniqueEmail('register');
    const photoURL = `${suite.stack.shellUrl}/favicon.svg`;

    await page.goto(`${suite.stack.shellUrl}/register`);
    await page.getByRole('heading', { name: 'Register' }).waitFor({ timeout: LOAD_TIMEOUT });
    await page.getByLabel('Name').fill('Nadia Register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Photo URL').fill(photoURL);

    // The password rules, in order, block the submit one at a time.
    const password = page.getByLabel('Password');
    const submit = page.getByRole('button', { name: 'Register' });
    for (const [value, message] of [
      ['abc', 'Password must be at least 6 characters'],
      ['abcdef', 'Must contain an uppercase letter'],
      ['ABCDEF', 'Must contain a lowercase letter'],
    ]) {
      await password.fill(value);
      await submit.click();
      await page.getByText(message, { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/register');
    }
    await screenshot(page, 'auth-register-password-rule');

    await password.fill(DEFAULT_TEST_PASSWORD);
    await submit.click();
    await toastWith(page, 'User registration successful!').waitFor({ timeout: LOAD_TIMEOUT });
    await waitForPath(page, '/');

    // The header: avatar with the photo and the name as tooltip, Dashboard instead of Login, and Logout.
    await page.getByRole('img', { name: 'Nadia Register' }).waitFor();
    expect(await avatar(page).getAttribute('title')).toBe('Nadia Register');
    expect(await avatar(page).locator('img').getAttribute('src')).toBe(photoURL);
    expect(await mainNav(page).getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await mainNav(page).getByRole('link', { name: 'Login' }).count()).toBe(0);
    await screenshot(page, 'auth-registered-header');

    // The API knows the new user by name: the profile reached the ID token the shell sends.
    const token = await page.evaluate(async () => {
      const request = indexedDB.open('firebaseLocalStorageDb');
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const rows: Array<{ value: { stsTokenManager?: { accessToken: string } } }> = await new Promise((resolve, reject) => {
        const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      });
      return rows.find((row) => row.value?.stsTokenManager)?.value.stsTokenManager?.accessToken ?? null;
    });
    expect(token).toBeTruthy();
    const claims = JSON.parse(Buffer.from(String(token).split('.')[1], 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ email, name: 'Nadia Register' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(await avatar(page).count()).toBe(0);
    expect(await mainNav(page).getByRole('link', { name: 'Dashboard' }).count()).toBe(0);

    // Login: the button reads 'Login in...' while the provider answers (held back here so it can be seen).
    let releaseSignIn: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseSignIn = resolve));
    await page.route(/accounts:signInWithPassword/, async (route) => {
      await held;
      await route.continue();
    });
    await fillLogin(page, email, DEFAULT_TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const pending = page.getByRole('button', { name: 'Login in...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    releaseSignIn();
    await toastWith(page, 'Login successful!').waitFor({ timeout: LOAD_TIMEOUT });
    await waitForPath(page, '/');
    await page.getByRole('img', { name: 'Nadia Register' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the provider's error inline above the button when the email is already registered", async () => {
    const existing = await createTestUser();
    const page = await newPage(suite.browser, { width: 1280 });
    await page.goto(`${suite.stack.shellUrl}/register`);
    await page.getByLabel('Name').fill('Second Try');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Photo URL').fill(`${suite.stack.shellUrl}/favicon.svg`);
    await page.getByLabel('Password').fill(DEFAULT_TEST_PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'already exists' });
    await alert.waitFor({ timeout: LOAD_TIMEOUT });
    expect(await alert.evaluate((node) => node.nextElementSibling?.textContent)).toBe('Register');
    expect(new URL(page.url()).pathname).toBe('/register');
    await screenshot(page, 'auth-register-provider-error');
    await page.context().close();
  });

  it("a wrong password toasts 'Error when login' and stays on /login", async () => {
    const user = await createTestUser();
    const page = await newPage(suite.browser, { width: 1280 });
    await page.goto(`${suite.stack.shellUrl}/login`);
    await fillLogin(page, user.email, 'Not-the-password1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toastWith(page, 'Error when login').waitFor({ timeout: LOAD_TIMEOUT });
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);
    await screenshot(page, 'auth-wrong-password');
    await page.context().close();
  });

  it('sends a signed-out visitor from a protected page to /login and back to that page after login', async () => {
    const user = await createTestUser({ displayName: 'Returning Cook' });
    const page = await newPage(suite.browser, { width: 1280 });
    await page.goto(`${suite.stack.shellUrl}/dashboard/my-recipes`);
    await waitForPath(page, '/login');
    await fillLogin(page, user.email, user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(page, '/dashboard/my-recipes');
    await page.getByRole('heading', { name: 'My Recipes' }).waitFor({ timeout: LOAD_TIMEOUT });

    // Every protected route is gated the same way.
    const fresh = await newPage(suite.browser, { width: 1280 });
    for (const path of ['/add-recipe', '/my-recipes', '/dashboard', '/recipes/000000000000000000000000']) {
      await fresh.goto(`${suite.stack.shellUrl}${path}`);
      await waitForPath(fresh, '/login');
    }
    await fresh.context().close();
    await page.context().close();
  });

  it('keeps a signed-in user away from /login and /register', async () => {
    const user = await createTestUser();
    const page = await newPage(suite.browser, { width: 1280 });
    await signInThroughUi(page, user.email, user.password);
    for (const path of ['/login', '/register']) {
      await page.goto(`${suite.stack.shellUrl}${path}`);
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: 'Welcome to Forkful!' }).waitFor({ timeout: LOAD_TIMEOUT });
    }
    await page.context().close();
  });

  it('restores on the home page a session Firebase kept from before the session hint existed', async () => {
    const user = await createTestUser();
    const page = await newPage(suite.browser, { width: 1280 });
    await signInThroughUi(page, user.email, user.password);
    // As a browser signed in by an older shell: Firebase's own session in IndexedDB, no hint of ours.
    await page.evaluate(() => window.localStorage.removeItem('forkful:session-hint'));
    await page.goto(`${suite.stack.shellUrl}/`);
    await page.getByRole('heading', { name: 'Welcome to Forkful!' }).waitFor({ timeout: LOAD_TIMEOUT });
    await avatar(page).waitFor({ timeout: LOAD_TIMEOUT });
    expect(await mainNav(page).getByRole('link', { name: 'Login' }).count()).toBe(0);
    await page.context().close();
  });

  it("shows a default avatar with the tooltip 'Anonymous' for a user without a name or photo", async () => {
    const user = await createTestUser({ displayName: '' });
    const page = await newPage(suite.browser, { width: 1280 });
    await signInThroughUi(page, user.email, user.password);
    const anonymous = page.getByRole('img', { name: 'Anonymous' });
    await anonymous.waitFor();
    expect(await anonymous.getAttribute('title')).toBe('Anonymous');
    expect(await anonymous.locator('img').count()).toBe(0);
    expect(await anonymous.locator('svg').count()).toBe(1);
    await anonymous.hover();
    await screenshot(page, 'auth-anonymous-avatar');
    await page.context().close();
  });

  it('sends a password-reset email from /forget-password', async () => {
    const user = await createTestUser();
    const page = await newPage(suite.browser, { width: 1280 });
    await page.goto(`${suite.stack.shellUrl}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forget-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor({ timeout: LOAD_TIMEOUT });

    // The emulator keeps the out-of-band codes it would have emailed.
    const codes = await (await fetch(`${suite.stack.authEmulatorUrl}/emulator/v1/projects/${suite.stack.projectId}/oobCodes`)).json();
    expect(codes.oobCodes).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: user.email, requestType: 'PASSWORD_RESET' })]),
    );
    await screenshot(page, 'auth-reset-sent');
    await page.context().close();
  });
});
