import { CATEGORIES, CUISINES, type Recipe } from '@forkful/domain';
import request from 'supertest';
import { SAMPLE_RECIPES } from '../src/seed/sample-recipes';
import { startTestApp, TEST_PUBLIC_URL, TestApp } from './support/test-app';
import { bearer, createTestUser } from './support/users';

/** The public reads, against the seeded sample recipes (SEED_SAMPLE_DATA=true on an empty database). */
describe('public recipe reads', () => {
  let api: TestApp;
  const total = SAMPLE_RECIPES.length;

  beforeAll(async () => {
    api = await startTestApp({ SEED_SAMPLE_DATA: 'true' });
  });
  afterAll(() => api.close());

  function expectRecipeShape(recipe: Recipe): void {
    expect(recipe).toEqual(
      expect.objectContaining({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        image: expect.any(String),
        title: expect.any(String),
        ingredients: expect.any(String),
        instructions: expect.any(String),
        prepTime: expect.any(Number),
        likeCount: expect.any(Number),
        authorName: expect.any(String),
        authorEmail: expect.any(String),
        authorUid: expect.any(String),
      }),
    );
    expect(recipe.preparationTime).toBe(recipe.prepTime);
    expect(Array.isArray(recipe.categories)).toBe(true);
    expect(recipe).not.toHaveProperty('baseLikeCount');
    expect(recipe).not.toHaveProperty('__v');
  }

  describe('GET /recipes without a query', () => {
    it('returns every recipe as an array, each with both prep-time readings and categories as an array', async () => {
      const response = await request(api.url).get('/recipes').expect(200);
      expect(response.body).toHaveLength(total);
      expect(response.headers['x-total-count']).toBe(String(total));
      response.body.forEach(expectRecipeShape);
    });

    it('gives sample pictures as absolute URLs served by the API itself', async () => {
      const [recipe] = (await request(api.url).get('/recipes').expect(200)).body as Recipe[];
      expect(recipe.image).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/images/recipes/[a-z-]+\\.svg$`));
      const picture = await request(api.url).get(recipe.image.slice(TEST_PUBLIC_URL.length)).expect(200);
      expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });
  });

  describe('GET /recipes paged', () => {
    it('pages with limit and page, the total in X-Total-Count, default limit 8', async () => {
      const first = await request(api.url).get('/recipes?page=1').expect(200);
      expect(first.body).toHaveLength(8);
      expect(first.headers['x-total-count']).toBe(String(total));

      const seen = new Set<string>();
      const pages = Math.ceil(total / 10);
      for (let page = 1; page <= pages; page++) {
        const response = await request(api.url).get(`/recipes?limit=10&page=${page}`).expect(200);
        expect(response.headers['x-total-count']).toBe(String(total));
        expect(response.body).toHaveLength(page < pages ? 10 : total - 10 * (pages - 1));
        for (const recipe of response.body as Recipe[]) seen.add(recipe._id);
      }
      expect(seen.size).toBe(total);

      const beyond = await request(api.url).get(`/recipes?limit=10&page=${pages + 1}`).expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe(String(total));
    });

    it('accepts limit 100 and refuses 101', async () => {
      const response = await request(api.url).get('/recipes?limit=100').expect(200);
      expect(response.body).toHaveLength(total);
      const refused = await request(api.url).get('/recipes?limit=101').expect(400);
      expect(refused.body.message).toEqual(['limit must not be greater than 100']);
    });

    it.each(CUISINES)('filters by cuisine %s', async (cuisine) => {
      const expected = SAMPLE_RECIPES.filter((recipe) => recipe.cuisineType === cuisine).length;
      const response = await request(api.url).get(`/recipes?cuisine=${cuisine}&limit=100`).expect(200);
      expect(response.body).toHaveLength(expected);
      expect(response.headers['x-total-count']).toBe(String(expected));
      expect((response.body as Recipe[]).every((recipe) => recipe.cuisineType === cuisine)).toBe(true);
    });

    const byTitle = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    it.each([
      ['title-asc', (a: Recipe, b: Recipe) => byTitle(a.title, b.title)],
      ['title-desc', (a: Recipe, b: Recipe) => byTitle(b.title, a.title)],
      ['prep-asc', (a: Recipe, b: Recipe) => a.prepTime - b.prepTime],
      ['prep-desc', (a: Recipe, b: Recipe) => b.prepTime - a.prepTime],
    ])('sorts by %s', async (sort, compare) => {
      const response = await request(api.url).get(`/recipes?sort=${sort}&limit=100`).expect(200);
      const recipes = response.body as Recipe[];
      expect(recipes).toHaveLength(total);
      for (let i = 1; i < recipes.length; i++) expect(compare(recipes[i - 1], recipes[i])).toBeLessThanOrEqual(0);
    });

    it('combines filter, sort and page consistently', async () => {
      const all = (await request(api.url).get('/recipes?cuisine=Bangladeshi&sort=prep-desc&limit=100').expect(200)).body as Recipe[];
      const page2 = await request(api.url).get('/recipes?cuisine=Bangladeshi&sort=prep-desc&limit=3&page=2').expect(200);
      expect((page2.body as Recipe[]).map((r) => r._id)).toEqual(all.slice(3, 6).map((r) => r._id));
      expect(page2.headers['x-total-count']).toBe(String(all.length));
    });

    it('searches title and ingredients, case-insensitively', async () => {
      const byTitle = await request(api.url).get('/recipes?q=TIRAMISU').expect(200);
      expect((byTitle.body as Recipe[]).map((r) => r.title)).toEqual(['Classic Tiramisu']);
      const byIngredient = await request(api.url).get('/recipes?q=mustard oil&limit=100').expect(200);
      const expected = SAMPLE_RECIPES.filter((r) => /mustard oil/i.test(r.ingredients) || /mustard oil/i.test(r.title));
      expect(byIngredient.headers['x-total-count']).toBe(String(expected.length));
      expect(expected.length).toBeGreaterThan(2);
      const combined = await request(api.url).get('/recipes?q=rice&cuisine=Others&limit=100').expect(200);
      expect((combined.body as Recipe[]).every((r) => r.cuisineType === 'Others' && /rice/i.test(r.title + r.ingredients))).toBe(true);
    });

    it('matches regex metacharacters literally', async () => {
      const cook = await createTestUser();
      const title = 'C++ (Pasta) [v2] *special* $5 ^up? a|b {3} back\\slash';
      await request(api.url)
        .post('/add-recipe')
        .set(bearer(cook))
        .send({ image: 'https://example.com/x.png', title, ingredients: 'pasta', instructions: 'Cook.', cuisineType: 'Italian', prepTime: 5 })
        .expect(201);
      for (const q of ['C++', '(Pasta) [v2]', '*special*', '$5 ^up?', 'a|b {3}', 'back\\slash']) {
        const response = await request(api.url).get('/recipes').query({ q }).expect(200);
        expect((response.body as Recipe[]).map((r) => r.title)).toEqual([title]);
      }
      for (const q of ['.*', '.', '[a-z]', '^', '$', '\\', '(', 'a|z']) {
        const response = await request(api.url).get('/recipes').query({ q, limit: 100 }).expect(200);
        // Every hit contains the text literally; a pattern such as ".*" would otherwise match everything.
        for (const recipe of response.body as Recipe[]) {
          expect(`${recipe.title} ${recipe.ingredients}`.toLowerCase()).toContain(q.toLowerCase());
        }
        if (q === '.*' || q === '[a-z]' || q === 'a|z') expect(response.body).toEqual([]);
      }
      const cleanup = await request(api.url).get('/my-recipes').set(bearer(cook)).expect(200);
      for (const recipe of cleanup.body as Recipe[]) await request(api.url).delete(`/my-recipes/${recipe._id}`).set(bearer(cook)).expect(200);
    });

    describe('relevance', () => {
      let cook: Awaited<ReturnType<typeof createTestUser>>;
      const add = (title: string, ingredients: string) =>
        request(api.url)
          .post('/add-recipe')
          .set(bearer(cook))
          .send({ image: 'https://example.com/x.png', title, ingredients, instructions: 'Cook.', cuisineType: 'Others', prepTime: 5 })
          .expect(201);
      const titles = async (query: Record<string, string | number>) => {
        const response = await request(api.url).get('/recipes').query({ limit: 100, ...query }).expect(200);
        return { titles: (response.body as Recipe[]).map((r) => r.title), total: Number(response.headers['x-total-count']) };
      };

      beforeAll(async () => {
        cook = await createTestUser();
        // Oldest first: without relevance, "newest first" would list them in the reverse order.
        await add('Pomelo salad', 'pomelo, mint, lime');
        await add('Aromatic pilaf', 'basmati rice, pomelo peel, cardamom');
        await add('Winter fruit bowl', 'pomelos, oranges, honey');
      });
      afterAll(async () => {
        const mine = await request(api.url).get('/my-recipes').set(bearer(cook)).expect(200);
        for (const recipe of mine.body as Recipe[]) await request(api.url).delete(`/my-recipes/${recipe._id}`).set(bearer(cook)).expect(200);
      });

      it('ranks a title match above recipes that merely list the word, and finds other forms of it (stemming)', async () => {
        const found = await titles({ q: 'pomelo' });
        expect(found.titles[0]).toBe('Pomelo salad');
        expect(found.titles.slice(1).sort()).toEqual(['Aromatic pilaf', 'Winter fruit bowl']);
        expect(found.total).toBe(3);
        // "pomelos" is not a substring of "pomelo": only stemming finds the salad and the pilaf.
        const plural = await titles({ q: 'Pomelos' });
        expect(plural.titles[0]).toBe('Pomelo salad');
        expect(plural.titles.slice(1).sort()).toEqual(['Aromatic pilaf', 'Winter fruit bowl']);
        expect(plural.total).toBe(3);
      });

      it('still finds a partial word by substring', async () => {
        const found = await titles({ q: 'pomel' });
        expect(found.titles.sort()).toEqual(['Aromatic pilaf', 'Pomelo salad', 'Winter fruit bowl']);
        expect(found.total).toBe(3);
      });

      it('keeps the sort the client asked for, and pages the ranked list consistently', async () => {
        expect((await titles({ q: 'pomelo', sort: 'title-desc' })).titles).toEqual(['Winter fruit bowl', 'Pomelo salad', 'Aromatic pilaf']);
        const all = (await titles({ q: 'pomelo' })).titles;
        const pages = [];
        for (let page = 1; page <= 3; page++) pages.push(...(await titles({ q: 'pomelo', limit: 1, page })).titles);
        expect(pages).toEqual(all);
      });

      it('ranks a multi-word query as a phrase, matching what the substring match finds', async () => {
        const found = await titles({ q: 'pomelo peel' });
        expect(found).toEqual({ titles: ['Aromatic pilaf'], total: 1 });
      });
    });

    it.each([
      ['cuisine=French', 'cuisine must be one of: Italian, Mexican, Bangladeshi, Chinese, Others'],
      ['sort=likes', 'sort must be one of: title-asc, title-desc, prep-asc, prep-desc, rating-desc'],
      ['page=0', 'page must not be less than 1'],
      ['page=abc', 'page must be an integer number'],
      ['limit=0', 'limit must not be less than 1'],
      ['unknown=1', 'property unknown should not exist'],
    ])('refuses %s with 400 and a message', async (query, message) => {
      const response = await request(api.url).get(`/recipes?${query}`).expect(400);
      expect(response.body.statusCode).toBe(400);
      expect(response.body.error).toBe('Bad Request');
      expect(response.body.message).toContain(message);
    });
  });

  describe('GET /top-recipes', () => {
    it('returns the 8 most-liked recipes, most liked first, with the home page fields', async () => {
      const response = await request(api.url).get('/top-recipes').expect(200);
      const recipes = response.body as Recipe[];
      expect(recipes).toHaveLength(8);
      const expectedLikes = SAMPLE_RECIPES.map((r) => r.likes).sort((a, b) => b - a).slice(0, 8);
      expect(recipes.map((r) => r.likeCount)).toEqual(expectedLikes);
      for (const recipe of recipes) {
        expect(Object.keys(recipe)).toEqual(expect.arrayContaining(['_id', 'image', 'title', 'cuisineType', 'likeCount']));
        expectRecipeShape(recipe);
      }
    });
  });

  describe('GET /recipes/{id}', () => {
    it('returns one recipe', async () => {
      const [first] = (await request(api.url).get('/recipes?sort=title-asc&limit=1').expect(200)).body as Recipe[];
      const response = await request(api.url).get(`/recipes/${first._id}`).expect(200);
      expect(response.body).toEqual(first);
      expectRecipeShape(response.body);
    });

    it('gives 404 with a message for an unknown id', async () => {
      const response = await request(api.url).get('/recipes/0123456789abcdef01234567').expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Recipe not found', error: 'Not Found', code: 'recipe.not-found' });
    });

    it.each([
      ...['abc', '0123456789abcdef0123456z', '0123456789abcdef012345678', '%24ne', 'null', '{}', "1' OR '1'='1"].map((id) => ({ id, label: id })),
      { id: 'x'.repeat(5000), label: 'of 5000 characters' },
    ])('gives 404 (never 500) for the malformed id $label', async ({ id }) => {
        const response = await request(api.url).get(`/recipes/${encodeURIComponent(id)}`).expect(404);
        expect(response.body.statusCode).toBe(404);
        expect(response.body.error).toBe('Not Found');
        expect(response.body.message).toMatch(/^Recipe not found: ".{0,40}" is not a valid recipe id$/);
    });
  });

  describe('GET /recipes/stats', () => {
    it('gives the dashboard totals: all recipes, mine, all likes', async () => {
      const cook = await createTestUser();
      const before = (await request(api.url).get('/recipes/stats').set(bearer(cook)).expect(200)).body;
      expect(before).toEqual({
        totalRecipes: total,
        myRecipes: 0,
        totalLikes: SAMPLE_RECIPES.reduce((sum, r) => sum + r.likes, 0),
      });
      const added = await request(api.url)
        .post('/add-recipe')
        .set(bearer(cook))
        .send({ image: 'https://example.com/x.png', title: 'Stats', ingredients: 'a', instructions: 'b', cuisineType: 'Others', prepTime: 1 })
        .expect(201);
      const after = (await request(api.url).get('/recipes/stats').set(bearer(cook)).expect(200)).body;
      expect(after).toEqual({ ...before, totalRecipes: total + 1, myRecipes: 1 });
      await request(api.url).delete(`/my-recipes/${added.body.insertedId}`).set(bearer(cook)).expect(200);
    });
  });

  describe('sample data', () => {
    it('covers every cuisine and every category', async () => {
      const recipes = (await request(api.url).get('/recipes').expect(200)).body as Recipe[];
      expect(new Set(recipes.map((r) => r.cuisineType))).toEqual(new Set(CUISINES));
      expect(new Set(recipes.flatMap((r) => r.categories))).toEqual(new Set(CATEGORIES));
    });

    it('is not loaded again into a database that has recipes', async () => {
      const again = await startTestApp({ SEED_SAMPLE_DATA: 'true', MONGODB_URI: `${(await import('./support/stack')).readStack().mongoBaseUri}/${api.dbName}` });
      try {
        const response = await request(again.url).get('/recipes').expect(200);
        expect(response.body).toHaveLength(total);
      } finally {
        await again.app.close();
      }
    });
  });
});
