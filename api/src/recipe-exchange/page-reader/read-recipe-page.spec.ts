import { IMPORT_MESSAGES, type RecipeDraft } from '@forkful/domain';
import { readSchemaOrgRecipe } from '@forkful/domain/schema-org';
import { readdirSync } from 'node:fs';
import { loadConfig } from '../../config/api-config';
import { SafeFetcher } from '../../safe-fetch/safe-fetcher';
import { SAVED_PAGES as PAGES } from './fixtures/expected-drafts.spec-helper';
import { FIXTURES_DIR, startFixtureServer, type FixtureServer } from './fixtures/fixture-server.spec-helper';
import { readRecipePage } from './read-recipe-page';

describe('readRecipePage over saved recipe pages, fetched through the safe fetcher from a fixture server on loopback', () => {
  let server: FixtureServer;
  let fetcher: SafeFetcher;

  beforeAll(async () => {
    server = await startFixtureServer();
    fetcher = new SafeFetcher(loadConfig({ NODE_ENV: 'test', IMPORT_ALLOW_HOSTS: server.hostPort }));
  });
  afterAll(() => server.close());

  const onServer = (address: string) => (address.startsWith('/') ? `${server.origin}${address}` : address);

  it('has a case for every fixture page', () => {
    const fixtures = readdirSync(FIXTURES_DIR).filter((name) => name.endsWith('.html'));
    expect(PAGES.map((page) => page.file).sort()).toEqual(fixtures.sort());
    expect(PAGES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(PAGES)('$file', async (page) => {
    const fetched = await fetcher.fetchPage(server.urlOf(page.file));
    const recipes = readRecipePage(fetched.body, fetched.charset);
    expect(recipes).toHaveLength(page.recipes);

    if (recipes.length === 0) {
      expect('refusal' in page && page.refusal).toBe(IMPORT_MESSAGES.noRecipe);
      return;
    }
    const read = readSchemaOrgRecipe(recipes[0], fetched.url);
    if ('refusal' in page) {
      expect(read).toEqual({ reason: page.refusal });
      return;
    }
    expect('draft' in read).toBe(true);
    const draft = (read as { draft: RecipeDraft }).draft;
    const steps = draft.instructions.split('\n');
    expect({
      title: draft.title,
      ingredients: draft.ingredients,
      firstStep: steps[0],
      steps: steps.length,
      prepTime: draft.prepTime,
      servings: draft.servings,
      cuisineType: draft.cuisineType,
      categories: draft.categories,
      image: draft.imageUrl,
      source: draft.sourceUrl,
    }).toEqual({ ...page.draft, image: page.draft.image && onServer(page.draft.image), source: onServer(page.draft.source) });
    steps.forEach((step, index) => expect(step.startsWith(`${index + 1}. `)).toBe(true));
  });

  it('serves every photo the fixtures name, so an import can fetch it', async () => {
    const photo = await fetcher.fetchImage(`${server.origin}/photos/lasagna.jpg`);
    expect(photo.contentType).toBe('image/jpeg');
    expect(photo.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
