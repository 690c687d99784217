import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { recipesApi } from '@forkful/contracts';

/**
 * Spies on the API calls this remote makes, for one test file: each test says what they answer. After each test they
 * are reset and the toasts it raised are dismissed, so nothing carries over into the next test.
 */
export function mockRecipesApi() {
  const api = {
    page: jest.spyOn(recipesApi, 'page'),
    get: jest.spyOn(recipesApi, 'get'),
    like: jest.spyOn(recipesApi, 'like'),
  };
  afterEach(() => {
    for (const spy of Object.values(api)) spy.mockReset();
    act(() => toast.remove());
  });
  return api;
}
