import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { api } from '@forkful/runtime/api';
import { serveCookApi } from './mock-cook-api';

/**
 * Spies on the API calls this remote makes, for one test file: each test says what the recipe calls answer; the
 * saved-recipe and cook calls are an in-memory server (`cook()`). After each test they are reset and the toasts it
 * raised are dismissed, so nothing carries over into the next test.
 */
export function mockRecipesApi() {
  const spies = {
    page: jest.spyOn(api.recipes, 'page'),
    get: jest.spyOn(api.recipes, 'get'),
    like: jest.spyOn(api.recipes, 'like'),
  };
  const cook: { current: ReturnType<typeof serveCookApi> } = { current: serveCookApi() };
  afterEach(() => {
    for (const spy of Object.values(spies)) spy.mockReset();
    for (const spy of [cook.current.get, cook.current.put, cook.current.remove]) spy.mockRestore();
    cook.current = serveCookApi();
    act(() => toast.remove());
  });
  /** The saved-recipe and cook server of the running test (a fresh one each test). */
  return { ...spies, cook: () => cook.current };
}
