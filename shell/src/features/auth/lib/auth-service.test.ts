import { queryClient, sessionStore } from '@forkful/runtime';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { logout } from './auth-service';

// Only logout is under test; it never reaches Firebase (the session store's signOut is replaced below).
jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));

describe('logout', () => {
  const originalSignOut = sessionStore.getState().signOut;
  afterEach(() => {
    sessionStore.setState({ signOut: originalSignOut });
    queryClient.clear();
  });

  it("signs out, then forgets the account's recipes and statistics but keeps shared data", async () => {
    const signOut = jest.fn(async () => undefined);
    sessionStore.setState({ signOut });
    queryClient.setQueryData(recipeQueryKeys.mine('u1'), [{ _id: 'r1' }]);
    queryClient.setQueryData(recipeQueryKeys.stats('u1'), { total: 1 });
    queryClient.setQueryData(recipeQueryKeys.top(), [{ _id: 'r2' }]);
    queryClient.setQueryData(recipeQueryKeys.detail('r2'), { _id: 'r2' });

    await logout();

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(recipeQueryKeys.mine('u1'))).toBeUndefined();
    expect(queryClient.getQueryData(recipeQueryKeys.stats('u1'))).toBeUndefined();
    expect(queryClient.getQueryData(recipeQueryKeys.top())).toEqual([{ _id: 'r2' }]);
    expect(queryClient.getQueryData(recipeQueryKeys.detail('r2'))).toEqual({ _id: 'r2' });
  });

  it('keeps the cache when signing out fails (the account is still signed in)', async () => {
    sessionStore.setState({ signOut: jest.fn(async () => Promise.reject(new Error('offline'))) });
    queryClient.setQueryData(recipeQueryKeys.mine('u1'), [{ _id: 'r1' }]);

    await expect(logout()).rejects.toThrow('offline');
    expect(queryClient.getQueryData(recipeQueryKeys.mine('u1'))).toEqual([{ _id: 'r1' }]);
  });
});
