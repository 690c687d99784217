import { API_MESSAGES, type Recipe } from '@forkful/domain';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

const newRecipe = {
  image: 'https://images.example.com/dal.jpg',
  title: 'Weeknight Dal',
  ingredients: 'red lentils, turmeric, garlic, cumin, salt',
  instructions: 'Simmer the lentils with turmeric. Temper garlic and cumin in oil and pour over.',
  cuisineType: 'Bangladeshi',
  prepTime: 30,
  categories: ['Lunch', 'Vegan'],
};

describe("the signed-in user's recipes", () => {
  let api: TestApp;
  let author: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    api = await startTestApp();
    [author, other] = await Promise.all([createTestUser({ displayName: 'Author Cook' }), createTestUser({ displayName: 'Other Cook' })]);
  });
  afterAll(() => api.close());

  async function add(user: TestUser, body: Record<string, unknown> = newRecipe): Promise<string> {
    const response = await request(api.url).post('/add-recipe').set(bearer(user)).send(body).expect(201);
    return response.body.insertedId as string;
  }

  async function get(id: string): Promise<Recipe> {
    return (await request(api.url).get(`/recipes/${id}`).expect(200)).body as Recipe;
  }

  describe('POST /add-recipe', () => {
    it('stores the recipe and answers acknowledged and insertedId', async () => {
      const response = await request(api.url).post('/add-recipe').set(bearer(author)).send(newRecipe).expect(201);
      expect(response.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f]{24}$/) });
      const stored = await get(response.body.insertedId);
      expect(stored).toMatchObject({
        ...newRecipe,
        preparationTime: 30,
        likeCount: 0,
        authorName: 'Author Cook',
        authorEmail: author.email,
      });
    });

    it("takes author and likeCount from the token and the server, never from the body (the spec's client sends them)", async () => {
      const id = await add(author, { ...newRecipe, likeCount: 999, authorName: 'Mallory', authorEmail: 'victim@forkful.dev' });
      expect(await get(id)).toMatchObject({ likeCount: 0, authorName: 'Author Cook', authorEmail: author.email });
    });

    it("stores 'Annomyous' as author name for an account without a display name", async () => {
      const nameless = await createTestUser({ displayName: null });
      const id = await add(nameless);
      expect((await get(id)).authorName).toBe('Annomyous');
    });

    it('makes categories optional (an empty array) and canonical', async () => {
      const { categories: _omitted, ...withoutCategories } = newRecipe;
      expect((await get(await add(author, withoutCategories))).categories).toEqual([]);
      expect((await get(await add(author, { ...newRecipe, categories: ['vegan', 'Dinner', 'Vegan'] }))).categories).toEqual(['Vegan', 'Dinner']);
    });

    it.each([
      ['image missing', { image: undefined }, 'image must be an http(s) URL'],
      ['image not a URL', { image: 'not a url' }, 'image must be an http(s) URL'],
      ['image with a javascript: scheme', { image: 'javascript:alert(1)' }, 'image must be an http(s) URL'],
      ['title empty', { title: '   ' }, 'title should not be empty'],
      ['title too long', { title: 'x'.repeat(201) }, 'title must be shorter than or equal to 200 characters'],
      ['ingredients missing', { ingredients: undefined }, 'ingredients must be a string'],
      ['instructions a number', { instructions: 42 }, 'instructions must be a string'],
      ['cuisineType unknown', { cuisineType: 'French' }, 'cuisineType must be one of: Italian, Mexican, Bangladeshi, Chinese, Others'],
      ['prepTime zero', { prepTime: 0 }, 'prepTime must not be less than 1'],
      ['prepTime fractional', { prepTime: 2.5 }, 'prepTime must be an integer number'],
      ['prepTime text', { prepTime: 'soon' }, 'prepTime must be an integer number'],
      ['categories unknown', { categories: ['Brunch'] }, 'each category must be one of: Breakfast, Lunch, Dinner, Dessert, Vegan'],
      ['an unknown field', { secret: true }, 'property secret should not exist'],
    ])('refuses %s with 400 and a message', async (_case, change, message) => {
      const response = await request(api.url).post('/add-recipe').set(bearer(author)).send({ ...newRecipe, ...change }).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(response.body.message).toContain(message);
    });
  });

  describe('GET /my-recipes', () => {
    it("lists only the caller's recipes", async () => {
      const mine = await add(other, { ...newRecipe, title: 'Only Mine' });
      const response = await request(api.url).get('/my-recipes').query({ email: other.email }).set(bearer(other)).expect(200);
      expect((response.body as Recipe[]).map((r) => r._id)).toEqual([mine]);
      expect(response.body[0]).toMatchObject({ prepTime: 30, preparationTime: 30, categories: ['Lunch', 'Vegan'] });
      const authors = await request(api.url).get('/my-recipes').query({ email: author.email }).set(bearer(author)).expect(200);
      expect((authors.body as Recipe[]).every((r) => r.authorEmail === author.email)).toBe(true);
      expect(authors.body.length).toBeGreaterThan(2);
    });

    it('matches the email case-insensitively', async () => {
      await request(api.url).get('/my-recipes').query({ email: other.email.toUpperCase() }).set(bearer(other)).expect(200);
    });

    it("refuses another user's email with 403", async () => {
      const response = await request(api.url).get('/my-recipes').query({ email: author.email }).set(bearer(other)).expect(403);
      expect(response.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You can only list your own recipes', code: 'recipe.list-not-own' });
    });
  });

  describe('PUT /my-recipes/{id}', () => {
    it('accepts the edit form reading: preparationTime and categories as a comma string', async () => {
      const id = await add(author);
      const response = await request(api.url)
        .put(`/my-recipes/${id}`)
        .set(bearer(author))
        .send({
          title: 'Weeknight Dal, Updated',
          cuisineType: 'Others',
          preparationTime: 35,
          categories: 'Dinner, vegan ,',
          image: 'https://images.example.com/dal-2.jpg',
          ingredients: 'lentils, salt',
          instructions: 'Simmer.',
        })
        .expect(200);
      expect(response.body.message).toBe(API_MESSAGES.updated);
      const stored = await get(id);
      expect(stored).toMatchObject({
        title: 'Weeknight Dal, Updated',
        cuisineType: 'Others',
        prepTime: 35,
        preparationTime: 35,
        categories: ['Dinner', 'Vegan'],
        image: 'https://images.example.com/dal-2.jpg',
        ingredients: 'lentils, salt',
        instructions: 'Simmer.',
      });
      expect(response.body.recipe).toEqual(stored);
    });

    it('accepts the creation reading: prepTime and categories as an array, leaving omitted fields alone', async () => {
      const id = await add(author);
      await request(api.url)
        .put(`/my-recipes/${id}`)
        .set(bearer(author))
        .send({ title: 'Dal Two', cuisineType: 'Chinese', prepTime: 12, categories: ['Breakfast'] })
        .expect(200);
      expect(await get(id)).toMatchObject({
        title: 'Dal Two',
        cuisineType: 'Chinese',
        prepTime: 12,
        preparationTime: 12,
        categories: ['Breakfast'],
        image: newRecipe.image,
        ingredients: newRecipe.ingredients,
      });
    });

    it.each([
      ['no prep time at all', { title: 'T', cuisineType: 'Others' }, 'preparationTime (or prepTime) must be an integer number of minutes'],
      ['preparationTime 0', { title: 'T', cuisineType: 'Others', preparationTime: 0 }, 'preparationTime must not be less than 1'],
      ['both readings disagreeing', { title: 'T', cuisineType: 'Others', preparationTime: 5, prepTime: 6 }, 'prepTime and preparationTime disagree: send one of them'],
      ['no title', { cuisineType: 'Others', preparationTime: 5 }, 'title must be a string'],
      ['a bad category in the string', { title: 'T', cuisineType: 'Others', preparationTime: 5, categories: 'Lunch, Snack' }, 'each category must be one of: Breakfast, Lunch, Dinner, Dessert, Vegan'],
      ['likeCount in the body', { title: 'T', cuisineType: 'Others', preparationTime: 5, likeCount: 1000 }, 'property likeCount should not exist'],
      ['authorEmail in the body', { title: 'T', cuisineType: 'Others', preparationTime: 5, authorEmail: 'x@y.z' }, 'property authorEmail should not exist'],
    ])('refuses %s with 400', async (_case, body, message) => {
      const id = await add(author);
      const response = await request(api.url).put(`/my-recipes/${id}`).set(bearer(author)).send(body).expect(400);
      expect(response.body.message).toContain(message);
      expect((await get(id)).title).toBe(newRecipe.title);
    });

    it('refuses anyone but the author with 403 and changes nothing', async () => {
      const id = await add(author);
      const response = await request(api.url)
        .put(`/my-recipes/${id}`)
        .set(bearer(other))
        .send({ title: 'Hijacked', cuisineType: 'Others', preparationTime: 1 })
        .expect(403);
      expect(response.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You can only edit your own recipes', code: 'recipe.edit-not-own' });
      expect((await get(id)).title).toBe(newRecipe.title);
    });

    it('gives 404 for an unknown or malformed id', async () => {
      const body = { title: 'T', cuisineType: 'Others', preparationTime: 5 };
      await request(api.url).put('/my-recipes/0123456789abcdef01234567').set(bearer(author)).send(body).expect(404);
      await request(api.url).put('/my-recipes/nope').set(bearer(author)).send(body).expect(404);
    });
  });

  describe('DELETE /my-recipes/{id}', () => {
    it('refuses anyone but the author with 403 and keeps the recipe', async () => {
      const id = await add(author);
      const response = await request(api.url).delete(`/my-recipes/${id}`).set(bearer(other)).expect(403);
      expect(response.body.message).toBe('You can only delete your own recipes');
      await get(id);
    });

    it('deletes the recipe and its likes, answering deletedCount and the message', async () => {
      const id = await add(author);
      await request(api.url).patch(`/recipes/like/${id}`).set(bearer(other)).expect(200);
      const { getModelToken } = await import('@nestjs/mongoose');
      const likes = api.app.get(getModelToken('Like'));
      expect(await likes.countDocuments({ recipeId: id })).toBe(1);
      const response = await request(api.url).delete(`/my-recipes/${id}`).set(bearer(author)).expect(200);
      expect(response.body).toEqual({ deletedCount: 1, message: API_MESSAGES.deleted });
      await request(api.url).get(`/recipes/${id}`).expect(404);
      await request(api.url).delete(`/my-recipes/${id}`).set(bearer(author)).expect(404);
      expect(await likes.countDocuments({ recipeId: id })).toBe(0);
    });

    it('gives 404 for a malformed id', async () => {
      await request(api.url).delete('/my-recipes/123').set(bearer(author)).expect(404);
    });
  });
});
