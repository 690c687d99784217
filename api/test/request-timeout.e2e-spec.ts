import request from 'supertest';
import { RecipeViewLoader } from '../src/recipes/cache/recipe-view-loader';
import { SharedRecipeReads } from '../src/recipes/cache/shared-recipe-reads';
import { startTestApp, TestApp } from './support/test-app';

/** Every request has API_REQUEST_TIMEOUT_MS: past it the client gets a JSON 503 and the handler's result is dropped. */
describe('request time limit', () => {
  let api: TestApp;

  beforeAll(async () => {
    // Far above a quick request on a loaded machine (at 200 ms a cold /recipes read in CI's busiest minute was cut off).
    api = await startTestApp({ SEED_SAMPLE_DATA: 'true', API_REQUEST_TIMEOUT_MS: '1500' });
  });
  afterAll(() => api.close());

  it('answers a request still running at the limit with a JSON 503, drops its late result, and keeps serving', async () => {
    // Both ways to an answer hang: the public read's build (its views never come), then Nest's handler it is passed to.
    const service = api.app.get(SharedRecipeReads);
    let finish!: () => void;
    const stuck = jest.spyOn(service, 'top').mockReturnValue(new Promise((resolve) => (finish = () => resolve([]))));
    const stuckBuild = jest.spyOn(api.app.get(RecipeViewLoader), 'viewsOf').mockReturnValue(new Promise(() => undefined));
    try {
      // The bound only keeps a failing run short: without a time limit this request never ends.
      const response = await request(api.url).get('/top-recipes').timeout(10_000);
      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        statusCode: 503,
        message: 'The request took too long; please try again',
        error: 'Service Unavailable',
        code: 'http.503',
      });
      finish();
    } finally {
      stuck.mockRestore();
      stuckBuild.mockRestore();
    }
    const again = await request(api.url).get('/top-recipes').expect(200);
    expect(again.body).toHaveLength(8);
  });

  it('leaves quick requests alone', async () => {
    const response = await request(api.url).get('/recipes?limit=3').expect(200);
    expect(response.body).toHaveLength(3);
  });
});
