/**
 * `npm run role`: its arguments, the claim merge, where it connects. Run against an Auth emulator, with the API reading
 * the claim it sets: api/src/rum/operator-role.api.spec.ts (the API tests' stack has the emulator).
 */
import { parseRoleArgs, RoleRefused, targetOf, withRole } from './role';

describe('parseRoleArgs', () => {
  it('takes grant|revoke <email> <known role>', () => {
    expect(parseRoleArgs(['grant', 'Ops@Example.com', 'operator'])).toEqual({ action: 'grant', email: 'ops@example.com', role: 'operator' });
    expect(parseRoleArgs(['revoke', 'a@b.c', 'moderator'])).toEqual({ action: 'revoke', email: 'a@b.c', role: 'moderator' });
  });

  it.each([
    [[], /Usage/],
    [['grant', 'a@b.c'], /Usage/],
    [['give', 'a@b.c', 'operator'], /Unknown action "give"/],
    [['grant', 'not-an-email', 'operator'], /not an email address/],
    [['grant', 'a@b.c', 'admin'], /Unknown role "admin": one of operator, moderator/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseRoleArgs(argv as string[])).toThrow(RoleRefused);
    expect(() => parseRoleArgs(argv as string[])).toThrow(message);
  });
});

describe('withRole', () => {
  it('adds a role once, keeping the other claims', () => {
    expect(withRole(undefined, 'grant', 'operator')).toEqual({ claims: { roles: ['operator'] }, roles: ['operator'], changed: true });
    expect(withRole({ plan: 'pro', roles: ['moderator'] }, 'grant', 'operator')).toEqual({ claims: { plan: 'pro', roles: ['moderator', 'operator'] }, roles: ['moderator', 'operator'], changed: true });
    expect(withRole({ roles: ['operator'] }, 'grant', 'operator').changed).toBe(false);
  });

  it('removes duplicates and anything that is no role name', () => {
    expect(withRole({ roles: ['operator', 'operator', 7] }, 'grant', 'operator')).toEqual({ claims: { roles: ['operator'] }, roles: ['operator'], changed: true });
    expect(withRole({ roles: 'operator' }, 'grant', 'moderator').claims).toEqual({ roles: ['moderator'] });
  });

  it('revokes: the role goes, the claim goes when empty, other claims stay', () => {
    expect(withRole({ plan: 'pro', roles: ['operator', 'moderator'] }, 'revoke', 'operator')).toEqual({ claims: { plan: 'pro', roles: ['moderator'] }, roles: ['moderator'], changed: true });
    expect(withRole({ plan: 'pro', roles: ['operator'] }, 'revoke', 'operator')).toEqual({ claims: { plan: 'pro' }, roles: [], changed: true });
    expect(withRole({ plan: 'pro' }, 'revoke', 'operator').changed).toBe(false);
  });
});

describe('targetOf', () => {
  it("uses FIREBASE_AUTH_EMULATOR_HOST, else the local stack's emulator, else the credentials' project", () => {
    expect(targetOf({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' })).toMatchObject({ emulatorHost: '127.0.0.1:9199', options: { projectId: 'demo-forkful' } });
    expect(targetOf({ AUTH_EMULATOR_PORT: '9300', FIREBASE_PROJECT_ID: 'demo-x' })).toMatchObject({ emulatorHost: '127.0.0.1:9300', options: { projectId: 'demo-x' } });
    expect(targetOf({})).toMatchObject({ emulatorHost: '127.0.0.1:9099' });
    const real = targetOf({ GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent/key.json', FIREBASE_PROJECT_ID: 'forkful-prod' });
    expect(real.emulatorHost).toBeUndefined();
    expect(real.where).toBe('Firebase project forkful-prod');
  });
});
