/**
 * npm run deploy -- <app> [--skip-tests]     build, verify, test, publish a new version and make it current
 *                  [--no-promote]            ... or publish it without making it current, to try it with ?preview=
 *                  [--canary <1..99>]        ... or make it live for that % of new sessions only (a remote's canary),
 *                  [--canary-min-views n] [--canary-min-minutes n]   which the analysis promotes or drops
 * npm run deployments -- <app>               the versions with time, commit and size; * marks the current one, ~ the
 *                                            canary; then how its canaries ended
 * npm run rollback -- <app> [version]        make the version before the current one (or the named one) current;
 *                                            while a canary runs, drop it (the current version stays)
 * npm run promote -- <app> [version]         make a named version current (after trying it with ?preview=...);
 *                                            without a version, make the running canary current for everyone
 *                  <version> --canary <1..99> [--canary-min-views n] [--canary-min-minutes n]
 *                                            or start a published version (--no-promote) as a canary
 * npm run retire -- <app> [--force]          take a remote out of service (its versions stay: promote brings it back)
 * Every command takes --target <folder | s3://bucket/prefix> (default FORKFUL_DEPLOY_TARGET, else $FORKFUL_DATA_DIR/deploy, i.e. .data/deploy).
 */
import { findApp, findAppIn, type App } from './apps';
import { openStore, type DeploymentStore } from './stores';
import * as releases from './releases';
import { deploy, rollback, DeployRefused } from './deploy';
import { retire } from './retire';
import { promoteCanary, readCanaryOutcomes } from './canary/canary-switch';
import { startCanary } from './canary/canary-start';
import { healthColumns } from './canary/health-report';
import type { CanaryOutcome } from '@forkful/topology';

const USAGE = 'usage: forkful-deploy <deploy|deployments|rollback|promote|retire> <app> [version] [--target <folder|s3://bucket/prefix>] [--skip-tests] [--skip-render-check] [--no-promote] [--canary <1..99> [--canary-min-views <n>] [--canary-min-minutes <n>]] (deploy, or promote <version>) [--force]';

export interface CliOptions {
  positional: string[];
  target?: string;
  skipTests?: boolean;
  force?: boolean;
  noPromote?: boolean;
  skipRenderCheck?: boolean;
  /** --canary: the share of new sessions, 1 to 99. */
  canary?: number;
  canaryMinViews?: number;
  canaryMinMinutes?: number;
  help?: boolean;
}

/** A whole number from `min` to `max` given to `option`, or a refusal naming it. */
function wholeNumber(option: string, value: string | undefined, min: number, max: number): number {
  const number = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || number < min || number > max) {
    throw new DeployRefused(`${option} takes a whole number from ${min} to ${max}${value === undefined ? '' : `, not ${value}`}\n${USAGE}`);
  }
  return number;
}

export function parseArgs(given: string[]): CliOptions {
  const options: CliOptions = { positional: [] };
  // --canary=10 as --canary 10 (and the two minimums alike).
  const argv = given.flatMap((arg) => (/^--canary[a-z-]*=/.test(arg) ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg]));
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--target') options.target = argv[++i];
    else if (arg.startsWith('--target=')) options.target = arg.slice('--target='.length);
    else if (arg === '--skip-tests') options.skipTests = true;
    else if (arg === '--force') options.force = true;
    else if (arg === '--no-promote') options.noPromote = true;
    else if (arg === '--skip-render-check') options.skipRenderCheck = true;
    else if (arg === '--canary') options.canary = wholeNumber(arg, argv[++i], 1, 99);
    else if (arg === '--canary-min-views') options.canaryMinViews = wholeNumber(arg, argv[++i], 0, 1e9);
    else if (arg === '--canary-min-minutes') options.canaryMinMinutes = wholeNumber(arg, argv[++i], 0, 7 * 24 * 60);
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('--')) throw new DeployRefused(`Unknown option ${arg}\n${USAGE}`);
    else options.positional.push(arg);
  }
  if (options.canary === undefined && (options.canaryMinViews !== undefined || options.canaryMinMinutes !== undefined)) {
    throw new DeployRefused(`--canary-min-views and --canary-min-minutes go with --canary\n${USAGE}`);
  }
  if (options.canary !== undefined && options.noPromote) throw new DeployRefused(`--canary and --no-promote do not go together\n${USAGE}`);
  return options;
}

/** One line of a canary's end: when, how, by whom, why. */
function outcomeLine({ version, percent, startedAt, endedAt, outcome, by, reason }: CanaryOutcome): string {
  return `  ${endedAt}  ${outcome === 'promoted' ? 'promoted  ' : 'rolled back'}  ${version} (${percent} %, since ${startedAt})  by ${by}: ${reason}`;
}

const COMMANDS = ['deploy', 'deployments', 'rollback', 'promote', 'retire'];

/** Only a deploy needs the app's workspace; the other commands also take a remote that is only in the store. */
async function resolveApp(command: string, store: DeploymentStore, name: string): Promise<App> {
  try {
    return command === 'deploy' ? findApp(name) : await findAppIn(store, name);
  } catch (error) {
    if (error instanceof Error && /^Unknown app/.test(error.message)) throw new DeployRefused(error.message);
    throw error;
  }
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const options = parseArgs(rest);
  const [appName, version] = options.positional;
  if (options.help || !command || !appName) {
    console.log(USAGE);
    return options.help ? 0 : 2;
  }
  if (!COMMANDS.includes(command)) throw new DeployRefused(`Unknown command ${command}\n${USAGE}`);
  const store = openStore(options.target);
  const app = await resolveApp(command, store, appName);
  const started = Date.now();

  if (command === 'deploy') {
    const log = (line: string) => console.log(`[deploy ${app.name}] ${line}`);
    const canary = options.canary === undefined ? undefined : { percent: options.canary, minViews: options.canaryMinViews, minMinutes: options.canaryMinMinutes };
    const { record, pointer, pruned } = await deploy({ app, store, skipTests: options.skipTests, skipRenderCheck: options.skipRenderCheck, makeCurrent: !options.noPromote, canary, log });
    if (!options.noPromote && !app.isShell && pointer?.previous === null) log(`${app.name} had no current version: it is now live, registered in the store's registry.json`);
    if (pruned.length) log(`pruned ${pruned.length} old version(s): ${pruned.join(', ')}`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (canary && pointer?.canary) {
      log(`${record.id} is live for ${canary.percent} % of new sessions (${pointer.version} stays for the others), in ${seconds} s (store: ${store.description})`);
      log(`promoted by the analysis after ${pointer.canary.minViews} page views and ${pointer.canary.minMinutes} minutes at least, or dropped; yourself: promote: npm run promote -- ${app.name}; drop: npm run rollback -- ${app.name}`);
    } else if (options.noPromote) {
      log(`published, not current, in ${seconds} s (store: ${store.description})`);
      if (!app.isShell) log(`try it in the live shell: /?preview=${app.name}@${record.id}; make it current: npm run promote -- ${app.name} ${record.id}`);
    } else log(`live in ${seconds} s (store: ${store.description})`);
    console.log(record.id);
    return 0;
  }
  if (command === 'deployments') {
    const pointer = await releases.readPointer(store, app);
    const versions = await releases.listVersions(store, app);
    if (!versions.length) console.log(`${app.name}: no versions in ${store.description}`);
    const canary = pointer?.canary;
    // Each version's health from the RUM summary (none without the API or a token: the note says why, on stderr).
    const health = await healthColumns(app.name, versions, pointer);
    if (health.note) console.warn(`${app.name}: ${health.note}`);
    for (const v of versions) {
      const mark = v.id === pointer?.version ? '*' : v.id === canary?.version ? '~' : ' ';
      const share = v.id === canary?.version ? `  canary: ${canary.percent} % of new sessions since ${canary.startedAt}` : '';
      console.log(`${mark} ${v.id}  ${v.createdAt}  ${v.commit}${v.dirty ? ' (uncommitted changes)' : ''}  ${formatSize(v.size)}  ${v.files} files${share}`);
      const column = health.get(v.id);
      if (column) console.log(`    ${column}`);
    }
    const outcomes = await readCanaryOutcomes(store, app);
    if (outcomes.length) {
      console.log(`${app.name}'s canaries, newest first:`);
      for (const outcome of outcomes) console.log(outcomeLine(outcome));
    }
    return 0;
  }
  if (options.canary !== undefined && command !== 'deploy') {
    if (command !== 'promote' || !version) throw new DeployRefused(`--canary goes with deploy, or with promote and a version\n${USAGE}`);
    const pointer = await startCanary(store, app, version, {
      percent: options.canary, minViews: options.canaryMinViews, minMinutes: options.canaryMinMinutes, skipRenderCheck: options.skipRenderCheck,
      log: (line) => console.log(`[promote ${app.name}] ${line}`),
    });
    console.log(`${app.name}: ${version} is live for ${options.canary} % of new sessions (${pointer.version} stays for the others); promote: npm run promote -- ${app.name}; drop: npm run rollback -- ${app.name}`);
    return 0;
  }
  if (command === 'promote' && !version && (await releases.readPointer(store, app))?.canary) {
    const outcome = await promoteCanary(store, app, { by: 'operator', reason: 'promoted by an operator (npm run promote)' });
    console.log(`${app.name}: the canary ${outcome.version} is current for everyone (was live for ${outcome.percent} % of new sessions since ${outcome.startedAt})`);
    return 0;
  }
  if (command === 'rollback' || command === 'promote') {
    if (command === 'promote' && !version) throw new DeployRefused(`promote needs a version (${app.name} has no canary running): ${USAGE}`);
    const pointer = await rollback({ app, store, id: version, force: options.force, skipRenderCheck: options.skipRenderCheck });
    const ended = pointer.canaryEnded;
    if (ended) console.log(`${app.name}: the canary ${ended.version} (${ended.percent} % of new sessions) is ${ended.outcome === 'promoted' ? 'promoted' : 'dropped'}`);
    if (!ended || version) console.log(`${app.name}: ${pointer.version} is current (was ${pointer.previous || 'not live'})`);
    else if (ended.outcome === 'rolled-back') console.log(`${app.name}: ${pointer.version} stays current for every session`);
    return 0;
  }
  // retire (the last of COMMANDS)
  const { retired, registry, problems, canaryEnded } = await retire({ app, store, force: options.force });
  if (canaryEnded) console.log(`${app.name}: its canary ${canaryEnded.version} is dropped`);
  for (const problem of problems) console.log(`${app.name}: retired anyway (--force): ${problem}`);
  console.log(`${app.name}: retired (was ${retired.version}); ${registry.remotes.length} remote(s) live: ${registry.remotes.map((r) => r.app).join(', ') || 'none'}`);
  console.log(`${app.name}: its versions stay; to bring it back: npm run promote -- ${app.name} ${retired.version}`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`\n${error instanceof DeployRefused ? error.message : error.stack || error.message}`);
      process.exit(1);
    },
  );
}
