import type { DecodedIdToken } from 'firebase-admin/auth';
import { loadConfig } from '../config/api-config';
import { FirebaseAuthService } from './firebase-auth.service';

describe('FirebaseAuthService', () => {
  const service = new FirebaseAuthService(loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-unit' }));
  const verifyIdToken = jest.spyOn((service as unknown as { auth: { verifyIdToken: (t: string, c?: boolean) => Promise<DecodedIdToken> } }).auth, 'verifyIdToken');
  afterAll(() => service.onApplicationShutdown());

  const decoded = (claims: Record<string, unknown>) => ({ uid: 'uid-1', ...claims }) as unknown as DecodedIdToken;

  it('asks firebase-admin to check revocation and disabled accounts when told to (writes)', async () => {
    verifyIdToken.mockResolvedValue(decoded({ email: 'Cook@Forkful.dev', email_verified: true, name: ' Cook ' }));
    await expect(service.verify('t', { checkRevoked: true })).resolves.toEqual({
      uid: 'uid-1', email: 'cook@forkful.dev', emailVerified: true, name: 'Cook', roles: [],
    });
    expect(verifyIdToken).toHaveBeenLastCalledWith('t', true);
    await service.verify('t', { checkRevoked: false });
    expect(verifyIdToken).toHaveBeenLastCalledWith('t', false);
  });

  it('reads email_verified as true only when the token says exactly true', async () => {
    for (const [claim, expected] of [[true, true], [false, false], [undefined, false], ['true', false]] as const) {
      verifyIdToken.mockResolvedValue(decoded({ email: 'a@b.c', email_verified: claim }));
      expect((await service.verify('t', { checkRevoked: false })).emailVerified).toBe(expected);
    }
  });

  it('reads the roles claim as a short list of role names, ignoring anything else in it', async () => {
    for (const [claim, expected] of [
      [['operator'], ['operator']],
      [['operator', 'moderator'], ['operator', 'moderator']],
      [['Operator', 'op erator', 7, null, 'moderator'], ['moderator']],
      ['operator', []],
      [{ operator: true }, []],
      [undefined, []],
      [Array.from({ length: 50 }, () => 'operator'), Array.from({ length: 10 }, () => 'operator')],
    ] as const) {
      verifyIdToken.mockResolvedValue(decoded({ roles: claim }));
      expect((await service.verify('t', { checkRevoked: true })).roles).toEqual(expected);
    }
  });

  it('verifies a token once for reads until it expires (10 minutes at most), and every time for writes', async () => {
    const now = Date.now();
    verifyIdToken.mockClear();
    verifyIdToken.mockResolvedValue(decoded({ uid: 'reader', exp: Math.floor(now / 1000) + 3600 }));
    expect((await service.verify('read-token', { checkRevoked: false })).uid).toBe('reader');
    expect((await service.verify('read-token', { checkRevoked: false })).uid).toBe('reader');
    expect(verifyIdToken).toHaveBeenCalledTimes(1);
    await service.verify('read-token', { checkRevoked: true });
    await service.verify('read-token', { checkRevoked: true });
    expect(verifyIdToken).toHaveBeenCalledTimes(3);
    // Another token is verified on its own; an expired one is not kept at all.
    verifyIdToken.mockResolvedValue(decoded({ uid: 'late', exp: Math.floor(now / 1000) - 1 }));
    await service.verify('expired-token', { checkRevoked: false });
    await service.verify('expired-token', { checkRevoked: false });
    expect(verifyIdToken).toHaveBeenCalledTimes(5);
    // A minute past the 10 (the token was kept a few ms after `now`, later still on a loaded machine).
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 11 * 60_000);
    try {
      verifyIdToken.mockResolvedValue(decoded({ uid: 'reader', exp: Math.floor(now / 1000) + 3600 }));
      await service.verify('read-token', { checkRevoked: false });
      expect(verifyIdToken).toHaveBeenCalledTimes(6);
    } finally {
      later.mockRestore();
    }
  });

  it('turns a refusal into 401 with its message', async () => {
    verifyIdToken.mockRejectedValue({ code: 'auth/id-token-revoked' });
    await expect(service.verify('t', { checkRevoked: true })).rejects.toMatchObject({ status: 401, message: 'Your ID token has been revoked: sign in again' });
  });

  it("gives an account's display name and picture (nothing else), null for no such account, and throws other failures", async () => {
    const getUser = jest.spyOn((service as unknown as { auth: { getUser: (uid: string) => Promise<unknown> } }).auth, 'getUser');
    getUser.mockResolvedValueOnce({ uid: 'u', email: 'cook@forkful.dev', displayName: ' Cook ', photoURL: 'https://p.example/c.png' });
    await expect(service.findAccount('u')).resolves.toEqual({ displayName: 'Cook', photoURL: 'https://p.example/c.png' });
    expect(getUser).toHaveBeenLastCalledWith('u');
    getUser.mockResolvedValueOnce({ uid: 'u', displayName: '  ', photoURL: '' });
    await expect(service.findAccount('u')).resolves.toEqual({ displayName: null, photoURL: null });
    getUser.mockRejectedValueOnce({ code: 'auth/user-not-found' });
    await expect(service.findAccount('u')).resolves.toBeNull();
    getUser.mockRejectedValueOnce({ code: 'app/network-error' });
    await expect(service.findAccount('u')).rejects.toEqual({ code: 'app/network-error' });
  });

  it('finds the verified, enabled accounts of emails in calls of at most 100 emails, skipping what is no email', async () => {
    const getUsers = jest.spyOn((service as unknown as { auth: { getUsers: (ids: Array<{ email: string }>) => Promise<unknown> } }).auth, 'getUsers');
    const account = (uid: string, email: string, more: Record<string, unknown> = {}) =>
      ({ uid, email, emailVerified: true, disabled: false, metadata: { creationTime: 'Tue, 02 Jan 2024 03:04:05 GMT' }, ...more });
    getUsers.mockImplementation(async (ids) => ({
      users: ids.flatMap(({ email }) => {
        if (email === 'cook-0@forkful.dev') return [account('u0', 'Cook-0@Forkful.dev')];
        if (email === 'cook-1@forkful.dev') return [account('u1', email, { emailVerified: false })];
        if (email === 'cook-2@forkful.dev') return [account('u2', email, { disabled: true })];
        if (email === 'cook-150@forkful.dev') return [account('u150', email, { metadata: {} })];
        return [];
      }),
      notFound: [],
    }));
    const emails = [...Array.from({ length: 201 }, (_, i) => `cook-${i}@forkful.dev`), 'not an email', ''];
    await expect(service.verifiedAccountsByEmail(emails)).resolves.toEqual([
      { uid: 'u0', email: 'cook-0@forkful.dev', createdAt: Date.UTC(2024, 0, 2, 3, 4, 5) },
      { uid: 'u150', email: 'cook-150@forkful.dev', createdAt: 0 },
    ]);
    expect(getUsers.mock.calls.map(([ids]) => ids.length)).toEqual([100, 100, 1]);
    getUsers.mockRejectedValueOnce({ code: 'app/network-error' });
    await expect(service.verifiedAccountsByEmail(['cook-0@forkful.dev'])).rejects.toEqual({ code: 'app/network-error' });
    getUsers.mockClear();
    await expect(service.verifiedAccountsByEmail([])).resolves.toEqual([]);
    expect(getUsers).not.toHaveBeenCalled();
  });
});
