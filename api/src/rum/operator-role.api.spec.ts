import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, signIn, TestUser } from '../../test/support/users';
import { readStack } from '../../test/support/stack';

/** `npm run role` (scripts/role.ts) on this run's Auth emulator, and the API reading the claim it sets. */
const { main } = require('@forkful/scripts/role') as {
  main: (argv: string[], env: NodeJS.ProcessEnv, log: (line: string) => void) => Promise<number>;
};

let api: TestApp;
let cook: TestUser;
const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
beforeAll(async () => {
  api = await startTestApp();
  cook = await createTestUser();
});
afterAll(async () => {
  await api.close();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
});

it('npm run role grants operator (the summary answers once the token is fresh) and revokes it (403 again)', async () => {
  const { authEmulatorHost, projectId } = readStack();
  const env = { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost, FIREBASE_PROJECT_ID: projectId };
  const summary = (idToken: string) => request(api.url).get('/rum/summary').query({ app: 'recipes', version: 'dev' }).set(bearer({ ...cook, idToken }));
  await summary(cook.idToken).expect(403);

  const lines: string[] = [];
  expect(await main(['grant', cook.email, 'operator'], env, (line) => lines.push(line))).toBe(0);
  expect(lines.join('\n')).toMatch(/^Granted operator to .* roles now: operator\.\nThey get it once they sign in again/);
  // The token issued before keeps its claims; a fresh one carries the role.
  await summary(cook.idToken).expect(403);
  await summary(await signIn(cook.email)).expect(200);

  lines.length = 0;
  expect(await main(['grant', cook.email, 'operator'], env, (line) => lines.push(line))).toBe(0);
  expect(lines.join('\n')).toMatch(/already has the role operator.*Nothing changed/);

  expect(await main(['revoke', cook.email, 'operator'], env, () => undefined)).toBe(0);
  await summary(await signIn(cook.email)).expect(403);
  await expect(main(['grant', 'nobody-at-all@forkful.test', 'operator'], env, () => undefined)).rejects.toThrow(/No account with the email nobody-at-all@forkful.test/);
});
