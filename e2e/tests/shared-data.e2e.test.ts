/**
 * One data layer across remotes: the shell shares one query client (through @forkful/runtime), so a like in the
 * recipes remote refreshes the home page's top list (the public remote) on the way back, without a page load.
 * With a client per remote, the home page would show its cached count for the 30 s the list stays fresh.
 */
import type { TopRecipe } from '@forkful/domain';
import { apiFetch } from '../support/api';
import { LOAD_TIMEOUT, collectErrors, newPage } from '../support/browser';
import { apiRecipe } from '../support/recipes-page';
import { mainNav, waitForHeading } from '../support/shell-page';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, signInThroughUi } from '../support/users';

describe('one data layer across the remotes', () => {
  const suite = useBrowserSuite();

  it("a like on the detail page shows in the home page's top list when the cook goes back", async () => {
    const cook = await createTestUser({ displayName: 'Shared Data Cook' });
    const page = await newPage(suite.browser, { width: 1280 });
    const errors = collectErrors(page);
    await signInThroughUi(page, cook.email, cook.password);

    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    const top = (await apiFetch<TopRecipe[]>('/top-recipes')).body;
    const target = top[top.length - 1];
    const before = await apiRecipe(target._id);
    const card = page.getByRole('article', { name: target.title });
    await card.getByText(`${before.likeCount} like`, { exact: false }).waitFor({ timeout: LOAD_TIMEOUT });
    // Set on this document: still there at the end proves every step was client-side navigation.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await card.getByRole('link', { name: /view details/i }).click();
    await waitForHeading(page, target.title);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await page.getByText('You liked this recipe!').waitFor();
    expect((await apiRecipe(target._id)).likeCount).toBe(before.likeCount + 1);

    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await page
      .getByRole('article', { name: target.title })
      .getByText(`${before.likeCount + 1} like`, { exact: false })
      .waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
