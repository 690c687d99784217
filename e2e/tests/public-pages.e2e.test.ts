/**
 * The public remote's other pages through the shell: About, Contact, Support, Terms, Privacy and the 404 page,
 * with the Contact form's rules and screenshots of each page in both themes.
 */
import type { Page } from 'playwright-core';
import { collectErrors, newPage, screenshot, LOAD_TIMEOUT } from '../support/browser';
import { useBrowserSuite } from '../support/suite';
import type { StackInfo } from '../support/stack';

const PAGES = [
  { path: '/about', name: 'about', heading: 'Cooking is better when it is shared', text: 'Our Vision' },
  { path: '/contact', name: 'contact', heading: 'Contact Us', text: 'We reply within 24 hours.' },
  { path: '/support', name: 'support', heading: 'Support Center', text: '9 AM to 6 PM (UTC+6)' },
  { path: '/terms', name: 'terms', heading: 'Terms of Service', text: 'Recipes you share' },
  { path: '/privacy', name: 'privacy', heading: 'Privacy Policy', text: 'What we collect' },
  { path: '/no/such/page', name: 'not-found', heading: 'Recipe Not Found!', text: 'Back to Home' },
];

async function open(page: Page, stack: StackInfo, path: string, heading: string): Promise<void> {
  await page.goto(`${stack.shellUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: LOAD_TIMEOUT });
}

describe('public pages', () => {
  const suite = useBrowserSuite();

  describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
    it.each(PAGES)('renders $path', async ({ path, name, heading, text }) => {
      for (const width of [375, 1280]) {
        const page = await newPage(suite.browser, { width, theme });
        const errors = collectErrors(page);
        await open(page, suite.stack, path, heading);
        expect(await page.textContent('body')).toContain(text);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `${name}-${theme}-${width}`);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    });
  });

  it('Back to Home on the 404 page returns to the home page', async () => {
    const page = await newPage(suite.browser);
    await open(page, suite.stack, '/no/such/page', 'Recipe Not Found!');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Forkful!' }).waitFor({ timeout: LOAD_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it("the Terms page's table of contents scrolls to the section", async () => {
    const page = await newPage(suite.browser, { width: 1280, height: 700 });
    await open(page, suite.stack, '/terms', 'Terms of Service');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Contact' }).click();
    const heading = page.getByRole('heading', { name: '9. Contact' });
    await page.waitForFunction(() => window.scrollY > 0);
    const box = await heading.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(700);
    expect(new URL(page.url()).pathname).toBe('/terms');
    await page.context().close();
  });

  it('the Contact form requires every field, then says plainly that nothing was sent', async () => {
    const page = await newPage(suite.browser);
    await open(page, suite.stack, '/contact', 'Contact Us');
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await page.getByText('Please enter your name.').isVisible()).toBe(true);
    expect(await page.getByText('Please enter your email address.').isVisible()).toBe(true);
    expect(await page.getByText('Please write your message.').isVisible()).toBe(true);
    expect(await page.getByLabel('Name', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByLabel('Name', { exact: true }).fill('Ayesha');
    await page.getByLabel('Email', { exact: true }).fill('ayesha@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Can I add a video to my recipe?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('it has not been sent').waitFor();
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Can I add a video to my recipe?');
    // Back to the top first, so the full-page shot has the sticky header where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'contact-after-submit');
    expect(requests).toEqual([]);
    await page.context().close();
  });
});
