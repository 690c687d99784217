import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportFileResult, type Recipe, type RecipeDraft } from '@forkful/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { phoneJpeg } from './support/photos';
import { bearer, createTestUser, TestUser } from './support/users';

/** A recipe web page as sites publish it: a Yoast-style @graph with the Recipe beside the article. */
const soupPage = (origin: string) => `<!doctype html><html><head><title>Red lentil soup</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', '@id': `${origin}/soup` },
    {
      '@type': 'Recipe', name: 'Red Lentil Soup', image: [`${origin}/soup.jpg`], recipeYield: '4 servings', totalTime: 'PT1H15M',
      recipeCuisine: 'Bengali', recipeCategory: ['Dinner', 'Soup'],
      recipeIngredient: ['1 cup red lentils, rinsed', '2 onions', '1 tsp turmeric'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Fry the onions.' }, { '@type': 'HowToStep', text: 'Simmer the lentils.' }],
    },
  ],
})}</script></head><body><h1>Red lentil soup</h1></body></html>`;

/** The fixture site: a recipe page, its photo, an article with no recipe and a redirect; it counts what it is asked. */
async function startFixtureSite(): Promise<{ server: Server; origin: string; hits: string[] }> {
  const photo = await phoneJpeg(800, 600);
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const origin = `http://${req.headers.host}`;
    if (req.url === '/soup') return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(soupPage(origin));
    if (req.url === '/moved') return void res.writeHead(301, { Location: '/soup' }).end();
    if (req.url === '/article') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body><p>No recipe here.</p></body></html>');
    if (req.url === '/soup.jpg') return void res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

let api: TestApp;
let site: Awaited<ReturnType<typeof startFixtureSite>>;
let cook: TestUser;

beforeAll(async () => {
  site = await startFixtureSite();
  api = await startTestApp({ IMPORT_ALLOW_HOSTS: site.origin.replace('http://', '') });
  cook = await createTestUser({ displayName: 'Importing Cook' });
});
afterAll(async () => {
  await api.close();
  site.server.close();
});

const importPage = (user: TestUser | null, url: unknown) => {
  const call = request(api.url).post('/imports');
  return (user ? call.set(bearer(user)) : call).send({ url });
};
const myRecipes = async (user: TestUser) => (await request(api.url).get('/my-recipes').set(bearer(user)).expect(200)).body as Recipe[];

describe('POST /imports', () => {
  it("answers a page's recipe as a draft, after its redirect, and saves nothing", async () => {
    const fresh = await createTestUser();
    const { body } = await importPage(fresh, `${site.origin}/moved`).expect(200);
    expect(body as RecipeDraft).toEqual({
      title: 'Red Lentil Soup',
      ingredients: '1 cup red lentils; rinsed, 2 onions, 1 tsp turmeric',
      instructions: '1. Fry the onions.\n2. Simmer the lentils.',
      prepTime: 75,
      servings: 4,
      cuisineType: 'Bangladeshi',
      categories: ['Dinner'],
      sourceUrl: `${site.origin}/soup`,
      imageUrl: `${site.origin}/soup.jpg`,
    });
    expect(await myRecipes(fresh)).toEqual([]);
  });

  it('refuses a caller without a token (401) before fetching anything', async () => {
    const before = site.hits.length;
    await importPage(null, `${site.origin}/soup`).expect(401);
    expect(site.hits.length).toBe(before);
  });

  it('refuses a page with no recipe (422), a missing or oversized url (400) and a loopback address not allowed (400)', async () => {
    expect((await importPage(cook, `${site.origin}/article`).expect(422)).body.message).toBe(IMPORT_MESSAGES.noRecipe);
    await importPage(cook, undefined).expect(400);
    await importPage(cook, 42).expect(400);
    await importPage(cook, `https://example.com/${'a'.repeat(IMPORT_LIMITS.urlMaxLength)}`).expect(400);
    // The API's own port is loopback and not on the allow-list: never fetched.
    const ownPort = new URL(api.url).port;
    const refused = await importPage(cook, `http://localhost:${ownPort}/recipes`).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: IMPORT_MESSAGES.notPublicAddress, error: 'Bad Request', code: 'import.not-public-address' });
  });
});

describe('POST /imports/photo and saving an imported recipe', () => {
  it("stores the page's photo like an upload and keeps the recipe's source", async () => {
    const photo = await request(api.url).post('/imports/photo').set(bearer(cook)).send({ url: `${site.origin}/soup.jpg` }).expect(201);
    expect(photo.body.url).toMatch(/\/images\/[0-9a-f]{24}$/);
    const draft = (await importPage(cook, `${site.origin}/soup`).expect(200)).body as RecipeDraft;
    const { imageUrl, ...fields } = draft;
    expect(imageUrl).toBeDefined();
    const saved = await request(api.url).post('/add-recipe').set(bearer(cook)).send({ ...fields, image: photo.body.url }).expect(201);
    const recipe = (await request(api.url).get(`/recipes/${saved.body.insertedId}`).expect(200)).body as Recipe;
    expect(recipe).toMatchObject({ title: 'Red Lentil Soup', sourceUrl: `${site.origin}/soup`, image: photo.body.url, servings: 4, prepTime: 75 });
  });

  it('refuses a page as a photo (422) and a source that is not http(s) (400)', async () => {
    expect((await request(api.url).post('/imports/photo').set(bearer(cook)).send({ url: `${site.origin}/soup` }).expect(422)).body.message)
      .toBe(IMPORT_MESSAGES.notImage);
    const body = { image: 'https://example.com/p.png', title: 'T', ingredients: 'a', instructions: 'b', cuisineType: 'Others', prepTime: 5 };
    for (const sourceUrl of ['javascript:alert(1)', 'ftp://example.com/x', 'not a url', 42]) {
      expect({ sourceUrl, status: (await request(api.url).post('/add-recipe').set(bearer(cook)).send({ ...body, sourceUrl })).status }).toEqual({ sourceUrl, status: 400 });
    }
  });
});

describe('GET /my-recipes/export and POST /imports/file', () => {
  const importFile = (user: TestUser, content: string | Buffer) =>
    request(api.url).post('/imports/file').set(bearer(user)).attach('file', Buffer.from(content), { filename: 'recipes.json', contentType: 'application/json' });

  it("exports the cook's recipes as schema.org objects that import again as another cook's", async () => {
    const exported = await request(api.url).get('/my-recipes/export').set(bearer(cook)).expect(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="forkful-recipes-\d{4}-\d{2}-\d{2}\.json"$/);
    const objects = exported.body as Array<Record<string, unknown>>;
    expect(objects.map((o) => [o['@type'], o.name])).toEqual([['Recipe', 'Red Lentil Soup']]);
    expect(objects[0]).toMatchObject({ '@context': 'https://schema.org', isBasedOn: `${site.origin}/soup` });

    const other = await createTestUser({ displayName: 'Second Cook' });
    const result = (await importFile(other, JSON.stringify(objects)).expect(200)).body as ImportFileResult;
    expect(result.refused).toEqual([]);
    expect(result.imported).toEqual([{ index: 0, id: expect.stringMatching(/^[0-9a-f]{24}$/), title: 'Red Lentil Soup' }]);
    const [copy] = await myRecipes(other);
    const [original] = await myRecipes(cook);
    expect(copy).toMatchObject({
      _id: result.imported[0].id, title: original.title, ingredients: original.ingredients, prepTime: original.prepTime, servings: original.servings,
      cuisineType: original.cuisineType, categories: original.categories, image: original.image, sourceUrl: original.sourceUrl, authorUid: other.uid,
    });
  });

  it('lists each refused recipe with its reason beside the imported ones', async () => {
    const other = await createTestUser();
    const good = { '@type': 'Recipe', name: 'Toast', image: 'https://example.com/t.jpg', totalTime: 'PT5M', recipeIngredient: ['bread'], recipeInstructions: 'Toast it.' };
    const file = [good, { ...good, name: 'No Time', totalTime: undefined }, { '@type': 'Person', name: 'Not a recipe' }, { ...good, name: '' }];
    const result = (await importFile(other, JSON.stringify(file)).expect(200)).body as ImportFileResult;
    expect(result.imported.map(({ index, title }) => [index, title])).toEqual([[0, 'Toast']]);
    expect(result.refused).toEqual([
      { index: 1, title: 'No Time', reason: 'It has no preparation time' },
      { index: 2, reason: 'It is not a schema.org Recipe' },
      { index: 3, reason: expect.any(String) },
    ]);
    expect((await myRecipes(other)).map((r) => r.title)).toEqual(['Toast']);
  });

  it('refuses a file that is not JSON, holds no recipe, or more than 200 (400), saving nothing', async () => {
    const other = await createTestUser();
    await importFile(other, 'not json').expect(400);
    expect((await importFile(other, '[{"@type":"Person"}]').expect(400)).body.message).toBe(IMPORT_MESSAGES.fileNotRecipes);
    const many = Array.from({ length: IMPORT_LIMITS.fileMaxRecipes + 1 }, () => ({ '@type': 'Recipe', name: 'x' }));
    expect((await importFile(other, JSON.stringify(many)).expect(400)).body.message).toBe(IMPORT_MESSAGES.fileTooManyRecipes);
    expect(await myRecipes(other)).toEqual([]);
  });
});

describe('the hourly import limit', () => {
  it('refuses the import past IMPORTS_PER_HOUR with 429 and Retry-After, counted by account', async () => {
    const limited = await startTestApp({ IMPORT_ALLOW_HOSTS: site.origin.replace('http://', ''), IMPORTS_PER_HOUR: '2' });
    try {
      const [first, second] = [await createTestUser(), await createTestUser()];
      const post = (user: TestUser) => request(limited.url).post('/imports').set(bearer(user)).send({ url: `${site.origin}/soup` });
      await post(first).expect(200);
      await post(first).expect(200);
      const refused = await post(first).expect(429);
      expect(refused.body.message).toMatch(/^You can import 2 times an hour: try again in (1 hour|\d+ minutes?)$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await post(second).expect(200);
    } finally {
      await limited.close();
    }
  });
});
