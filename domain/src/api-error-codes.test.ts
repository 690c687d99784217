import { API_ERROR_CODES, API_REFUSALS, API_STATUS_ERROR_CODES, apiErrorCodeOf } from './api-error-codes';
import { IMPORT_MESSAGES } from './recipe-imports';
import { REVIEW_MESSAGES } from './reviews';

const CODE = /^[a-z0-9][a-z0-9.-]{0,79}$/;

describe('API error codes', () => {
  it('gives each worded refusal its code, also with detail after it', () => {
    expect(apiErrorCodeOf(403, 'You cannot like your own recipe')).toBe('recipe.like-own');
    expect(apiErrorCodeOf(404, API_REFUSALS.recipeNotFound)).toBe('recipe.not-found');
    expect(apiErrorCodeOf(404, `${REVIEW_MESSAGES.reviewNotFound}: "x" is not a valid review id`)).toBe('review.not-found');
  });

  it('matches a wording with values filled in', () => {
    expect(apiErrorCodeOf(422, IMPORT_MESSAGES.upstreamError(502))).toBe('import.upstream-error');
    expect(apiErrorCodeOf(400, API_REFUSALS.dayFull('2026-11-27'))).toBe('meal-plan.day-full');
    expect(apiErrorCodeOf(400, API_REFUSALS.buildTooLarge(510, 500, 10))).toBe('shopping-list.build-too-large');
    expect(apiErrorCodeOf(422, 'That page answered with an error')).toBe('http.422');
  });

  it('falls back to the status: lists of problems, sign-in, rate limits, any other', () => {
    expect(apiErrorCodeOf(400, ['title must be a string'])).toBe('validation');
    expect(apiErrorCodeOf(401, 'Sign in required')).toBe('auth.required');
    expect(apiErrorCodeOf(429, 'Too many requests: try again in 3 seconds')).toBe('rate-limit');
    expect(apiErrorCodeOf(404, 'Cannot GET /nope')).toBe('http.404');
    expect(apiErrorCodeOf(500, 'Internal server error')).toBe('http.500');
  });

  it('has well-formed codes, each wording once, and no wording that another one starts', () => {
    const codes = [...Object.keys(API_ERROR_CODES), ...API_STATUS_ERROR_CODES];
    expect(codes.filter((code) => !CODE.test(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
    const samples = Object.entries(API_ERROR_CODES).map(([code, message]) => {
      const text = typeof message === 'string' ? message : (message as (...values: number[]) => string)(7, 8, 9);
      return { code, text };
    });
    // Each wording, as the API sends it, gets its own code back (not another's that matches first).
    expect(samples.filter(({ code, text }) => apiErrorCodeOf(400, text) !== code)).toEqual([]);
  });
});
