/**
 * Sign-in, owned by the shell, against the stack's Firebase Auth emulator in a real Chromium: register, logout,
 * login (and its pending label), the wrong-password toast, the protected-route redirect and the return to the page
 * first asked for, signed-in users kept away from /login and /register, the header avatar and its tooltip, the
 * password-reset page, and Google sign-in through the emulator's popup.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchBrowser, newPage, screenshot } from '../support/browser';
import { readStack, type StackInfo } from '../support/stack';
import { createTestUser, DEFAULT_TEST_PASSWORD, signInThroughUi, uniqueEmail, type TestUser } from '../support/users';

const LOAD_TIMEOUT = 30000;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const avatar = (page: Page) => page.getByTestId('user-avatar');
const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: LOAD_TIMEOUT });
}

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

/**
 * The emulator's sign-in iframe and the app page talk through Google's `gapi.iframes` (apis.google.com/js/api.js),
 * which does not resolve offline. This stand-in gives both windows the few calls they use (open an iframe, ping it,
 * register a handler, send a message and get the handlers' answers) over postMessage. The product loads the real
 * script; only the test's browser context gets this one.
 */
const GAPI_STAND_IN = String.raw`(function () {
  var handlers = {}, queued = {}, replies = {}, pongs = {}, seq = 0;
  function newId() { seq += 1; return 'gsi-' + seq + '-' + Math.random().toString(36).slice(2); }
  function post(target, message) { if (target) { message.__gapiStandIn = true; target.postMessage(message, '*'); } }
  function Channel(targetWindow) { this.targetWindow = targetWindow; }
  Channel.prototype.register = function (name, handler) {
    handlers[name] = handler;
    (queued[name] || []).splice(0).forEach(answer);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = newId();
    if (callback) replies[id] = callback;
    post(this.targetWindow(), { kind: 'call', id: id, name: name, data: data });
    return Promise.resolve();
  };
  Channel.prototype.restyle = function () { return Promise.resolve(); };
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var id = newId();
      var timer = setInterval(function () { post(self.targetWindow(), { kind: 'ping', id: id }); }, 100);
      pongs[id] = function () { clearInterval(timer); try { if (callback) callback(); } catch (e) {} resolve(); };
      post(self.targetWindow(), { kind: 'ping', id: id });
    });
  };
  function answer(event) {
    var result;
    try { result = handlers[event.data.name](event.data.data); } catch (e) { result = { status: 'ERROR' }; }
    post(event.source, { kind: 'reply', id: event.data.id, result: [result] });
  }
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.__gapiStandIn !== true) return;
    if (message.kind === 'ping') post(event.source, { kind: 'pong', id: message.id });
    else if (message.kind === 'pong' && pongs[message.id]) { var done = pongs[message.id]; delete pongs[message.id]; done(); }
    else if (message.kind === 'call') {
      if (handlers[message.name]) answer(event); else (queued[message.name] = queued[message.name] || []).push(event);
    } else if (message.kind === 'reply' && replies[message.id]) {
      var reply = replies[message.id]; delete replies[message.id];
      try { reply(message.result); } catch (e) {}
    }
  });
  var context = {
    open: function (options, callback) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(frame.style, attributes.style); else frame.setAttribute(key, attributes[key]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(callback(new Channel(function () { return frame.contentWindow; })));
    },
    getParentIframe: function () { return new Channel(function () { return window.parent; }); }
  };
  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin-iframes', Iframe: function () {}, getContext: function () { return context; } };
  window.gapi.load = function (name, options) {
    setTimeout(function () { (typeof options === 'function' ? options : options.callback)(); }, 0);
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') setTimeout(window[onload], 0);
  else if (typeof window.gapi_onload === 'function') setTimeout(window.gapi_onload, 0);
})();`;

/** Offline stand-ins for what the emulator's pages load from the internet (Google's gapi, its CSS/fonts CDN). */
async function routeEmulatorThirdParties(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: route.request().url().endsWith('.js') ? 'text/javascript' : 'text/css', body: '' }),
  );
}

describe('sign-in through the shell', () => {
  let stack: StackInfo;
  let browser: Browser;

  beforeAll(async () => {
    stack = readStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers a new user, shows their avatar, logs out, and logs back in', async () => {
    const page = await newPage(browser, { width: 1280 });
    const errors = collectErrors(page);
    const email = uniqueEmail('register');
    const photoURL = `${stack.shellUrl}/favicon.svg`;

    await page.goto(`${stack.shellUrl}/register`);
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
    const page = await newPage(browser, { width: 1280 });
    await page.goto(`${stack.shellUrl}/register`);
    await page.getByLabel('Name').fill('Second Try');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Photo URL').fill(`${stack.shellUrl}/favicon.svg`);
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
    const page = await newPage(browser, { width: 1280 });
    await page.goto(`${stack.shellUrl}/login`);
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
    const page = await newPage(browser, { width: 1280 });
    await page.goto(`${stack.shellUrl}/dashboard/my-recipes`);
    await waitForPath(page, '/login');
    await fillLogin(page, user.email, user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(page, '/dashboard/my-recipes');
    await page.getByRole('heading', { name: 'My Recipes' }).waitFor({ timeout: LOAD_TIMEOUT });

    // Every protected route is gated the same way.
    const fresh = await newPage(browser, { width: 1280 });
    for (const path of ['/add-recipe', '/my-recipes', '/dashboard', '/recipes/000000000000000000000000']) {
      await fresh.goto(`${stack.shellUrl}${path}`);
      await waitForPath(fresh, '/login');
    }
    await fresh.context().close();
    await page.context().close();
  });

  it('keeps a signed-in user away from /login and /register', async () => {
    const user = await createTestUser();
    const page = await newPage(browser, { width: 1280 });
    await signInThroughUi(page, user.email, user.password);
    for (const path of ['/login', '/register']) {
      await page.goto(`${stack.shellUrl}${path}`);
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: 'Welcome to Forkful!' }).waitFor({ timeout: LOAD_TIMEOUT });
    }
    await page.context().close();
  });

  it("shows a default avatar with the tooltip 'Anonymous' for a user without a name or photo", async () => {
    const user = await createTestUser({ displayName: '' });
    const page = await newPage(browser, { width: 1280 });
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
    const page = await newPage(browser, { width: 1280 });
    await page.goto(`${stack.shellUrl}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forget-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor({ timeout: LOAD_TIMEOUT });

    // The emulator keeps the out-of-band codes it would have emailed.
    const codes = await (await fetch(`${stack.authEmulatorUrl}/emulator/v1/projects/${stack.projectId}/oobCodes`)).json();
    expect(codes.oobCodes).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: user.email, requestType: 'PASSWORD_RESET' })]),
    );
    await screenshot(page, 'auth-reset-sent');
    await page.context().close();
  });

  it("signs in with Google through the emulator's popup", async () => {
    const page = await newPage(browser, { width: 1280 });
    await routeEmulatorThirdParties(page.context());
    const email = uniqueEmail('google');
    await page.goto(`${stack.shellUrl}/login`);

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Login with Google' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain(`${stack.authEmulatorUrl}/emulator/auth/handler`);
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
    const page = await newPage(browser, { width: 1280 });
    await routeEmulatorThirdParties(page.context());
    await page.goto(`${stack.shellUrl}/login`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Login with Google' }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.close();
    await toastWith(page, 'The Google sign-in window was closed before signing in finished.').waitFor({ timeout: LOAD_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('button', { name: 'Login with Google' }).isEnabled()).toBe(true);
    await page.context().close();
  });
});
