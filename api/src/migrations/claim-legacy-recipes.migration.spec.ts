import { Logger } from '@nestjs/common';
import type { Model } from 'mongoose';
import type { FirebaseAuthService, VerifiedAccount } from '../auth/firebase-auth.service';
import type { Recipe } from '../recipes/schemas/recipe.schema';
import { ClaimLegacyRecipes, failureOf, ownersByEmail } from './claim-legacy-recipes.migration';
import { DEFERRED } from './migration';

const account = (uid: string, email: string, createdAt: number): VerifiedAccount => ({ uid, email, createdAt });

describe('ClaimLegacyRecipes (mocked recipes and Firebase)', () => {
  let steps: string[];
  let unowned: Map<string, number>;
  let lookups: string[][];
  let accountsOf: (emails: string[]) => Promise<VerifiedAccount[]>;
  let logLines: string[];
  let migration: ClaimLegacyRecipes;

  beforeEach(() => {
    steps = [];
    lookups = [];
    logLines = [];
    unowned = new Map([['ayesha@forkful.dev', 2], ['Marco@Forkful.dev', 1], ['nobody@forkful.dev', 3]]);
    accountsOf = async (emails) => emails.filter((e) => e !== 'nobody@forkful.dev').map((e) => account(`uid-of-${e}`, e, 1));
    const recipes = {
      distinct: jest.fn(async () => [...unowned.keys()]),
      countDocuments: jest.fn(async () => [...unowned.values()].reduce((sum, n) => sum + n, 0)),
      updateMany: jest.fn(async (filter: { authorEmail: string }, update: { $set: { authorUid: string } }, options: { session: unknown }) => {
        steps.push(`claim ${filter.authorEmail} for ${update.$set.authorUid} in ${String(options.session)}`);
        const modifiedCount = unowned.get(filter.authorEmail) ?? 0;
        unowned.delete(filter.authorEmail);
        return { modifiedCount };
      }),
      db: {
        transaction: jest.fn(async (fn: (session: unknown) => Promise<unknown>) => {
          steps.push('begin');
          const result = await fn('session');
          steps.push('commit');
          return result;
        }),
      },
    };
    const firebase = {
      verifiedAccountsByEmail: jest.fn(async (emails: string[]) => {
        lookups.push(emails);
        return accountsOf(emails);
      }),
    };
    for (const level of ['log', 'warn', 'error'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void logLines.push(String(args[0])));
    }
    migration = new ClaimLegacyRecipes(recipes as unknown as Model<Recipe>, firebase as unknown as FirebaseAuthService);
  });
  afterEach(() => jest.restoreAllMocks());

  it("gives each verified email's recipes to its account, one transaction per email, and counts (never names) the rest", async () => {
    await expect(migration.up()).resolves.toBeUndefined();
    expect(lookups).toEqual([['ayesha@forkful.dev', 'marco@forkful.dev', 'nobody@forkful.dev']]);
    expect(steps).toEqual([
      'begin', 'claim ayesha@forkful.dev for uid-of-ayesha@forkful.dev in session', 'commit',
      // The stored email as it is in the filter; the account found by its lower-cased form.
      'begin', 'claim Marco@Forkful.dev for uid-of-marco@forkful.dev in session', 'commit',
    ]);
    expect(logLines).toEqual([
      'Gave 3 legacy recipe(s) to the verified accounts of their emails',
      '3 legacy recipe(s) have no verified account for their email: left unowned (public, nobody can edit them)',
    ]);
  });

  it('looks accounts up 100 emails at a time, claiming each batch before the next', async () => {
    unowned = new Map(Array.from({ length: 250 }, (_, i) => [`cook-${i}@forkful.dev`, 1]));
    await migration.up();
    expect(lookups.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(steps.filter((step) => step.startsWith('claim'))).toHaveLength(250);
    expect(logLines).toEqual(['Gave 250 legacy recipe(s) to the verified accounts of their emails']);
  });

  it('defers (not recorded, the start goes on) when Firebase cannot be reached, keeping what it claimed, naming no email', async () => {
    unowned = new Map(Array.from({ length: 150 }, (_, i) => [`cook-${i}@forkful.dev`, 1]));
    const reachable = accountsOf;
    accountsOf = async (emails) => {
      if (lookups.length > 1) throw Object.assign(new Error('Error while making request to cook-100@forkful.dev: ECONNREFUSED'), { code: 'app/network-error' });
      return reachable(emails);
    };
    await expect(migration.up()).resolves.toBe(DEFERRED);
    expect(steps.filter((step) => step.startsWith('claim'))).toHaveLength(100);
    expect(logLines).toEqual([
      'Legacy recipes not claimed: the identity provider could not be reached (app/network-error: Error while making request to <email>: ECONNREFUSED); claimed so far: 100',
    ]);
  });

  it('gives the recipes of an email two verified accounts share to one of them, the oldest, in one transaction', async () => {
    unowned = new Map([['shared@forkful.dev', 5]]);
    accountsOf = async () => [account('younger', 'shared@forkful.dev', 2000), account('older', 'shared@forkful.dev', 1000)];
    await migration.up();
    expect(steps).toEqual(['begin', 'claim shared@forkful.dev for older in session', 'commit']);
  });

  it('has nothing to look up when no recipe lacks an author', async () => {
    unowned = new Map();
    await migration.up();
    expect(lookups).toEqual([]);
    expect(logLines).toEqual([]);
  });
});

describe('ownersByEmail and failureOf', () => {
  it('keeps one owner per email: the oldest account, then the smallest uid', () => {
    const owners = ownersByEmail([account('b', 'x@y.z', 5), account('a', 'x@y.z', 5), account('c', 'x@y.z', 9), account('d', 'q@y.z', 1)]);
    expect([...owners.entries()].map(([email, owner]) => [email, owner.uid])).toEqual([['x@y.z', 'a'], ['q@y.z', 'd']]);
  });

  it('describes a failure without the emails it names', () => {
    expect(failureOf({ code: 'auth/internal-error' })).toBe('auth/internal-error: [object Object]');
    expect(failureOf(new Error('no user a.b@c.d here'))).toBe('no user <email> here');
  });
});
