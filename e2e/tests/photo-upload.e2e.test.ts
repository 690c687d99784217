/**
 * A cook adds a recipe with a photo from disk: the upload (preview, progress), then the photo on the list's card and
 * the detail page at a size the layout needs (srcset), with its description as alt text; the file served has no
 * metadata. Screenshots of the form, the card and the detail page at 375 px in both themes.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { collectErrors, newPage, screenshot } from '../support/browser';
import { expectSelfClosingDialog, mine, openDashboard } from '../support/dashboard-page';
import { grid } from '../support/recipes-page';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, signInThroughUi, type TestUser } from '../support/users';

const suffix = Date.now().toString(36);
const TITLE = `Copper Pot Korma ${suffix}`;
const DESCRIPTION = 'Golden korma in a copper pot';

/** A dish on a table, drawn: something a screenshot shows as a photo. */
const DISH_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800">
  <defs><radialGradient id="curry" cx="45%" cy="40%"><stop offset="0" stop-color="#f6c453"/><stop offset="0.7" stop-color="#d9822b"/><stop offset="1" stop-color="#9c4a12"/></radialGradient></defs>
  <rect width="2400" height="1800" fill="#5b3a24"/><rect y="1300" width="2400" height="500" fill="#3f2817"/>
  <circle cx="1200" cy="900" r="720" fill="#b87333"/><circle cx="1200" cy="900" r="640" fill="url(#curry)"/>
  <circle cx="980" cy="760" r="70" fill="#fff3d6"/><circle cx="1380" cy="1020" r="90" fill="#fff3d6"/><circle cx="1250" cy="700" r="60" fill="#4f8a3a"/>
</svg>`;

/** A phone photo: 2400 x 1800, with GPS coordinates in its EXIF and an XMP packet. */
function phonePhoto(): Promise<Buffer> {
  return sharp(Buffer.from(DISH_SVG))
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .toBuffer();
}

/** The photo element once loaded: what the browser chose from srcset, and the size it shows (CSS px). */
async function loadedPhoto(page: Page, alt: string) {
  const img = page.getByRole('img', { name: alt }).first();
  await img.waitFor();
  await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle(), { timeout: 15000 });
  return img.evaluate((el: HTMLImageElement) => ({
    currentSrc: el.currentSrc,
    srcset: el.srcset,
    shownWidth: el.getBoundingClientRect().width,
    loading: el.loading,
    width: el.getAttribute('width'),
    height: el.getAttribute('height'),
  }));
}

describe('a recipe with an uploaded photo', () => {
  const suite = useBrowserSuite();
  let cook: TestUser;
  let page: Page;
  let errors: string[];
  let recipeId: string;
  let imageUrl: string;

  beforeAll(async () => {
    cook = await createTestUser({ displayName: 'Photo Cook' });
    page = await newPage(suite.browser, { width: 375, height: 800 });
    errors = collectErrors(page);
    await signInThroughUi(page, cook.email, cook.password);
  });

  it('uploads the photo from disk with a preview and progress, then adds the recipe with it', async () => {
    await openDashboard(page, '/add-recipe');
    await page.getByLabel('Recipe title').fill(TITLE);
    await page.getByLabel('Cuisine type').selectOption('Bangladeshi');
    await page.getByLabel('Preparation time (minutes)').fill('50');
    await page.getByLabel('Ingredients').fill('chicken, cashews, cream, cardamom');
    await page.getByLabel('Instructions').fill('Brown the onions, add the spices, simmer the chicken in cream.');

    const uploads: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/images') uploads.push(response.status());
    });
    await page.getByLabel('Photo file').setInputFiles({ name: 'korma.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await page.getByRole('progressbar', { name: 'Upload progress' }).or(page.getByText('Photo uploaded')).first().waitFor();
    await page.getByText('Photo uploaded').waitFor({ timeout: 30000 });
    expect(uploads).toEqual([201]);
    imageUrl = await page.getByLabel('Image URL').inputValue();
    expect(imageUrl).toMatch(new RegExp(`^${suite.stack.apiUrl}/images/[0-9a-f]{24}$`));
    await page.getByLabel('Photo description').fill(DESCRIPTION);
    // At the top, so the sticky header is not drawn over the form in the full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'photo-upload-form-375-light');

    await page.getByRole('button', { name: 'Add Recipe', exact: true }).click();
    await expectSelfClosingDialog(page, 'Recipe added successfully!');
    const created = (await mine(cook)).find((recipe) => recipe.title === TITLE)!;
    expect(created).toMatchObject({ image: imageUrl, imageAlt: DESCRIPTION });
    recipeId = created._id;
  });

  it('serves the photo without its metadata, at the width asked for', async () => {
    const response = await fetch(`${imageUrl}?w=640`, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/avif']);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width: metadata.width, exif: metadata.exif, xmp: metadata.xmp, icc: metadata.icc }).toEqual({ width: 640, exif: undefined, xmp: undefined, icc: undefined });
  });

  it('shows it on the list card and the detail page at a size the layout needs, named by its description', async () => {
    await page.waitForURL((url) => url.pathname === '/all-recipes', { timeout: 15000 });
    await page.getByLabel('Search').fill(suffix);
    await grid(page).getByRole('heading', { name: TITLE }).waitFor({ timeout: 15000 });
    const card = await loadedPhoto(page, DESCRIPTION);
    expect(card.srcset).toContain(`${imageUrl}?w=320 320w`);
    // One column at 375 px (CSS width about 343 px, device pixel ratio 1): the 640 px rendition is the smallest that covers it.
    expect(card.currentSrc).toBe(`${imageUrl}?w=640`);
    expect(640).toBeGreaterThanOrEqual(card.shownWidth);
    // The newest recipe's card is in the first row: its photo is asked for at once (the page's largest paint).
    expect([card.loading, card.width, card.height]).toEqual(['eager', '1600', '1200']);
    await screenshot(page, 'photo-upload-card-375-light');

    await page.goto(`${suite.stack.shellUrl}/recipes/${recipeId}`);
    await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 15000 });
    const hero = await loadedPhoto(page, DESCRIPTION);
    expect(hero.loading).toBe('eager');
    expect(hero.currentSrc).toMatch(new RegExp(`^${imageUrl}\\?w=(640|1024)$`));
    expect(Number(new URL(hero.currentSrc).searchParams.get('w'))).toBeGreaterThanOrEqual(hero.shownWidth);
    await screenshot(page, 'photo-upload-detail-375-light');
    expect(errors).toEqual([]);
  });

  it('shows the form, card and detail page in the dark theme at 375 px', async () => {
    const dark = await newPage(suite.browser, { width: 375, height: 800, theme: 'dark' });
    await signInThroughUi(dark, cook.email, cook.password);
    await dark.goto(`${suite.stack.shellUrl}/recipes/${recipeId}`);
    await loadedPhoto(dark, DESCRIPTION);
    await screenshot(dark, 'photo-upload-detail-375-dark');
    await openDashboard(dark, '/add-recipe');
    await dark.getByRole('button', { name: 'Upload a photo Drag a photo here, or click to choose one', exact: true }).waitFor();
    await screenshot(dark, 'photo-upload-form-375-dark');
    await dark.context().close();
  });
});
