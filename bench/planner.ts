/**
 * The planner's reads (issue 30): GET of a week's meal plan and of a 100-item shopping list, each at 50 connections,
 * beside the bare server answering the same bytes from memory (the ceiling). Goal: p99 at most 20 ms each.
 *
 *   npx lerna run build --scope @forkful/api && npx tsx bench/planner.ts
 *
 * Starts a fresh embedded database seeded with 10,000 recipes, the Auth emulator and the built API trusting it (as in
 * production otherwise). One cook plans three recipes for every meal of a week (63 entries), builds the shopping list
 * from it, and adds their own items until it holds 100. Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50).
 * Every process it starts is stopped at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '@forkful/platform';
import { API_PATHS, MEAL_PLAN_LIMITS, MEALS, type MealPlanEntry, type ShoppingList } from '@forkful/domain';
import { createEmulatorUser, signInWithPassword } from '@forkful/scripts/lib/auth-emulator-accounts';
import { startAuthEmulator, type AuthEmulator } from '@forkful/scripts/lib/auth-emulator';
import { capture, type CapturedRoute } from './lib/capture';
import { figure, type Figure } from './lib/figures';
import { measurePair } from './lib/measure-pair';
import { stop, requireBuilt, startDatabase, startApi, startBareServer, exitAfterCleanup, type Started, type StartedDatabase } from './lib/processes';
import { seedRecipes } from './lib/seed-recipes';

const RECIPES = 10000;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const PER_MEAL = 3;
const LIST_ITEMS = 100;
const GOAL_P99_MS = 20;

interface Row {
  call: string;
  'API req/s': number;
  'API p99 ms': number;
  'bare req/s': number;
  'bare p99 ms': number;
  bytes: number;
  errors: number;
}

/** `YYYY-MM-DD` of the day `offset` days after today (UTC). */
const dayAfterToday = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);

async function call<T>(apiUrl: string, token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl + route, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A week of plan (PER_MEAL recipes a meal) and a list of LIST_ITEMS items, written through the API as a cook would. */
async function planAWeek(apiUrl: string, token: string, recipeIds: string[]): Promise<{ from: string; to: string; listItems: number }> {
  const from = dayAfterToday(0);
  const to = dayAfterToday(6);
  let next = 0;
  for (let day = 0; day < 7; day++) {
    for (const meal of MEALS) {
      for (let i = 0; i < PER_MEAL; i++) {
        const recipeId = recipeIds[next++ % recipeIds.length];
        await call<MealPlanEntry>(apiUrl, token, 'POST', API_PATHS.mealPlanEntries, { recipeId, date: dayAfterToday(day), meal, servings: 4 });
      }
    }
  }
  let list = await call<ShoppingList>(apiUrl, token, 'POST', API_PATHS.buildShoppingList, { from, to });
  for (let i = list.items.length; i < LIST_ITEMS; i++) await call(apiUrl, token, 'POST', API_PATHS.shoppingItems, { text: `Own item ${i + 1}` });
  list = await call<ShoppingList>(apiUrl, token, 'GET', API_PATHS.shoppingList);
  return { from, to, listItems: list.items.length };
}

async function measureAll({ seconds = SECONDS, connections = CONNECTIONS } = {}): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-planner-'));
  let mongo: StartedDatabase | undefined;
  let auth: AuthEmulator | undefined;
  let api: Started | undefined;
  let bare: Started | undefined;
  try {
    mongo = await startDatabase(dataDir);
    const seeded = await seedRecipes(mongo.uri, RECIPES, { sampleIds: 50 });
    const [authPort] = await freePorts(1);
    auth = await startAuthEmulator({ port: authPort, logFile: path.join(dataDir, 'auth-emulator.log') });
    api = await startApi(mongo.uri, { FIREBASE_AUTH_EMULATOR_HOST: auth.host, ALLOW_AUTH_EMULATOR: 'true', FIREBASE_PROJECT_ID: auth.projectId });
    const email = 'bench-planner@forkful.test';
    const password = 'Forkful123';
    await createEmulatorUser({ emulatorUrl: auth.url, projectId: auth.projectId, email, password, displayName: 'Bench Planner' });
    const { idToken } = await signInWithPassword({ emulatorUrl: auth.url, email, password });
    const headers = { authorization: `Bearer ${idToken}` };

    const planned = await planAWeek(api.url, idToken, seeded.ids);
    console.log(`planned ${7 * MEALS.length * PER_MEAL} entries (${planned.from} to ${planned.to}); the list holds ${planned.listItems} items`);
    if (planned.listItems !== LIST_ITEMS) throw new Error(`the list holds ${planned.listItems} items, not ${LIST_ITEMS}`);

    const calls: [string, string][] = [
      ["GET /meal-plan (a week's 63 entries)", `${API_PATHS.mealPlan}?from=${planned.from}&to=${planned.to}`],
      [`GET /shopping-list (${LIST_ITEMS} items)`, API_PATHS.shoppingList],
    ];
    const captured: Record<string, CapturedRoute> = {};
    for (const [, route] of calls) captured[route] = await capture(api.url + route, headers);
    const routesFile = path.join(dataDir, 'routes.json');
    writeFileSync(routesFile, JSON.stringify(captured));
    bare = await startBareServer(routesFile);

    const rows: Row[] = [];
    for (const [label, route] of calls) {
      const [viaApi, viaBare] = await measurePair(api.url + route, bare.url + route, { connections, seconds, headers });
      rows.push({
        call: label,
        'API req/s': viaApi.rps,
        'API p99 ms': viaApi.p99,
        'bare req/s': viaBare.rps,
        'bare p99 ms': viaBare.p99,
        bytes: Buffer.from(captured[route].body, 'base64').length,
        errors: viaApi.errors + viaBare.errors,
      });
    }
    console.table(rows);
    return rows;
  } finally {
    await stop(bare);
    await stop(api);
    await auth?.stop();
    await stop(mongo);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The planner figures for npm run bench (bench/run.ts): about 40 s plus seeding and the emulator's start. */
export async function measureFigures(options: { seconds?: number; connections?: number } = {}): Promise<Figure[]> {
  requireBuilt();
  const rows = await measureAll(options);
  return rows.map((row) =>
    figure('Planner', `${row.call} p99`, row['API p99 ms'], 'ms', { atMost: GOAL_P99_MS },
      `${options.connections ?? CONNECTIONS} connections; ${row['API req/s'].toLocaleString('en')} req/s (bare ${row['bare req/s'].toLocaleString('en')}, p99 ${row['bare p99 ms']} ms)`));
}

if (require.main === module) {
  process.on('SIGINT', () => exitAfterCleanup(130));
  console.log(`Forkful planner benchmark: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per call, loopback, ${os.cpus().length} CPU(s), Node ${process.version}`);
  measureAll().catch((error: Error) => {
    console.error(error.message);
    return exitAfterCleanup(1);
  });
}
