import { IMAGE_UPLOAD } from '@forkful/domain';
import request from 'supertest';
import { UnusedImagesSweeper } from '../src/images/unused-images.sweeper';
import { MetricsService } from '../src/observability/metrics.service';
import { phoneJpeg } from './support/photos';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

const GRACE_MS = 60 * 60 * 1000;
let api: TestApp;
let cook: TestUser;
let photo: Buffer;
let sweeper: UnusedImagesSweeper;

beforeAll(async () => {
  api = await startTestApp({ IMAGE_UPLOADS_PER_DAY: '8', IMAGE_UNUSED_GRACE_MS: String(GRACE_MS), IMAGE_SWEEP_INTERVAL_MS: '0' });
  cook = await createTestUser();
  photo = await phoneJpeg(400, 300);
  sweeper = api.app.get(UnusedImagesSweeper);
});
afterAll(() => api.close());

const upload = async (user = cook) =>
  (await request(api.url).post('/images').set(bearer(user)).attach(IMAGE_UPLOAD.field, photo, 'p.jpg').expect(201)).body as { id: string; url: string };

const recipe = (image: string, extra: Record<string, unknown> = {}) => ({
  image, title: 'Photo pie', ingredients: 'flour', instructions: 'Bake.', cuisineType: 'Others', prepTime: 30, ...extra,
});

async function addRecipe(image: string, extra: Record<string, unknown> = {}): Promise<string> {
  return (await request(api.url).post('/add-recipe').set(bearer(cook)).send(recipe(image, extra)).expect(201)).body.insertedId;
}

const served = async (id: string) => (await request(api.url).get(`/images/${id}?w=320`)).status;
/** The sweep as it runs once the grace period has passed since now. */
const sweepAfterGrace = () => sweeper.sweep(Date.now() + GRACE_MS + 1000);

describe('unused photos', () => {
  it('keeps an upload no recipe uses through the grace period, then removes it', async () => {
    const { id } = await upload();
    expect(await sweeper.sweep()).toEqual({ removed: 0, inUse: 0 });
    expect(await served(id)).toBe(200);
    expect((await sweepAfterGrace()).removed).toBeGreaterThanOrEqual(1);
    expect(await served(id)).toBe(404);
  });

  it("never removes a recipe's photo; once the recipe lets go of it (replaced, or deleted) its grace period starts", async () => {
    const first = await upload();
    const second = await upload();
    const recipeId = await addRecipe(first.url);
    expect((await request(api.url).get(`/recipes/${recipeId}`).expect(200)).body.image).toBe(first.url);

    await sweepAfterGrace();
    expect([await served(first.id), await served(second.id)]).toEqual([200, 404]);

    // Replaced: the old photo's grace period starts at the edit, not at its upload.
    const third = await upload();
    await request(api.url).put(`/my-recipes/${recipeId}`).set(bearer(cook)).send({ title: 'Photo pie', cuisineType: 'Others', preparationTime: 30, image: third.url }).expect(200);
    await sweeper.sweep();
    expect([await served(first.id), await served(third.id)]).toEqual([200, 200]);
    await sweepAfterGrace();
    expect([await served(first.id), await served(third.id)]).toEqual([404, 200]);

    // Deleted: the same.
    await request(api.url).delete(`/my-recipes/${recipeId}`).set(bearer(cook)).expect(200);
    await sweeper.sweep();
    expect(await served(third.id)).toBe(200);
    await sweepAfterGrace();
    expect(await served(third.id)).toBe(404);
  });
});

describe('a recipe photo description (imageAlt)', () => {
  it('is stored on add, changed or removed (empty) on edit, and bounded', async () => {
    const { url } = await upload();
    const id = await addRecipe(url, { imageAlt: '  Golden pie on a blue plate ' });
    expect((await request(api.url).get(`/recipes/${id}`).expect(200)).body.imageAlt).toBe('Golden pie on a blue plate');

    const edit = { title: 'Photo pie', cuisineType: 'Others', preparationTime: 30 };
    const changed = await request(api.url).put(`/my-recipes/${id}`).set(bearer(cook)).send({ ...edit, imageAlt: 'A slice' }).expect(200);
    expect(changed.body.recipe.imageAlt).toBe('A slice');
    const removed = await request(api.url).put(`/my-recipes/${id}`).set(bearer(cook)).send({ ...edit, imageAlt: '' }).expect(200);
    expect(removed.body.recipe).not.toHaveProperty('imageAlt');

    const tooLong = await request(api.url).post('/add-recipe').set(bearer(cook)).send(recipe(url, { imageAlt: 'x'.repeat(251) })).expect(400);
    expect(tooLong.body.message).toEqual(['imageAlt must be shorter than or equal to 250 characters']);
    await request(api.url).post('/add-recipe').set(bearer(cook)).send(recipe(url, { imageAlt: null })).expect(400);
  });
});

describe('the daily upload limit', () => {
  it('answers 429 with Retry-After once a user has used the day, and counts per user', async () => {
    const busy = await createTestUser();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push((await request(api.url).post('/images').set(bearer(busy)).attach(IMAGE_UPLOAD.field, photo, 'p.jpg')).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
    const refused = await request(api.url).post('/images').set(bearer(busy)).attach(IMAGE_UPLOAD.field, photo, 'p.jpg').expect(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.body.message).toBe('You can upload 8 photos a day: try again in 24 hours');
    // Both refusals are counted in the rate-limit metric, under the uploads limit.
    const metrics = api.app.get(MetricsService);
    expect(await metrics.registry.getSingleMetricAsString('forkful_api_rate_limit_refusals_total')).toMatch(/limit="uploads"} 2$/m);
    // Another user's day is their own.
    await upload(await createTestUser());
  });
});
