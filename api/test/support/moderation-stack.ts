import { MODERATION_LIMITS, type ReportedItem, type ReviewPage } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { emulatorAdmin } from './admin';
import { startTestApp, TestApp } from './test-app';
import { bearer, createTestUser, signIn, TestUser } from './users';

export type ReportableKind = 'review' | 'collection';

/** A cook given the moderator role (the roles custom claim, as `npm run role` sets it) and signed in again for it. */
export async function createModerator(): Promise<TestUser> {
  const user = await createTestUser({ displayName: 'Mo Derator' });
  const admin = emulatorAdmin();
  try {
    await admin.auth.setCustomUserClaims(user.uid, { roles: ['moderator'] });
  } finally {
    await admin.close();
  }
  return { ...user, idToken: await signIn(user.email) };
}

/**
 * The moderation specs' stack, set up before a spec file's tests and closed after: an app, a recipe author, a plain
 * cook and a moderator, and the calls the specs make (reviews and collections to report, reports, decisions, the queue).
 */
export function useModerationStack() {
  const state = {} as { api: TestApp; author: TestUser; moderator: TestUser; plain: TestUser };
  beforeAll(async () => {
    state.api = await startTestApp();
    [state.author, state.plain, state.moderator] = await Promise.all([createTestUser({ displayName: 'Recipe Author' }), createTestUser(), createModerator()]);
  });
  afterAll(() => state.api.close());

  const cooks = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => createTestUser({ displayName: `Reporter ${i + 1}` })));

  async function addRecipe(by: TestUser = state.author): Promise<string> {
    const body = { image: 'https://example.com/p.png', title: 'Reviewed Stew', ingredients: 'beans', instructions: 'Stew.', cuisineType: 'Others', prepTime: 5 };
    return (await request(state.api.url).post('/add-recipe').set(bearer(by)).send(body).expect(201)).body.insertedId as string;
  }

  /** A review of the recipe by `by` (a new cook unless given): its id. */
  async function addReview(recipeId: string, rating = 1, by?: TestUser): Promise<{ reviewId: string; reviewer: TestUser }> {
    const reviewer = by ?? (await createTestUser({ displayName: 'Loud Reviewer' }));
    const response = await request(state.api.url).put(`/recipes/${recipeId}/reviews/mine`).set(bearer(reviewer)).send({ rating, text: 'Buy cheap pans at example.com' }).expect(201);
    return { reviewId: response.body._id as string, reviewer };
  }

  async function addCollection(owner: TestUser, visibility: 'public' | 'private' = 'public'): Promise<string> {
    const response = await request(state.api.url).post('/collections').set(bearer(owner)).send({ title: 'Weeknight dinners', description: 'Quick ones', visibility }).expect(201);
    return response.body._id as string;
  }

  const reportPath = (kind: ReportableKind, id: string) => (kind === 'review' ? `/reviews/${id}/reports` : `/collections/${id}/reports`);
  const report = (user: TestUser, kind: ReportableKind, id: string, body: object = { reason: 'spam' }) =>
    request(state.api.url).post(reportPath(kind, id)).set(bearer(user)).send(body);
  const decide = (user: TestUser, kind: string, id: string, body: object) =>
    request(state.api.url).post(`/moderation/${kind}/${id}/decision`).set(bearer(user)).send(body);
  const publicReviews = async (recipeId: string) => (await request(state.api.url).get(`/recipes/${recipeId}/reviews`).expect(200)).body as ReviewPage;

  /** Every page of the moderation queue. */
  async function wholeQueue(user: TestUser = state.moderator): Promise<ReportedItem[]> {
    const items: ReportedItem[] = [];
    for (let page = 1; ; page++) {
      const response = await request(state.api.url).get('/moderation/reports').query({ page }).set(bearer(user)).expect(200);
      items.push(...(response.body as ReportedItem[]));
      if (response.body.length < MODERATION_LIMITS.queuePageSize) {
        expect(Number(response.headers['x-total-count'])).toBe(items.length);
        return items;
      }
    }
  }

  const openReports = (kind: string, itemId: string) =>
    state.api.app.get<Model<{ status: string }>>(getModelToken('Report')).countDocuments({ kind, itemId, status: 'open' });

  return { state, cooks, addRecipe, addReview, addCollection, reportPath, report, decide, publicReviews, wholeQueue, openReports };
}
