/**
 * npm run deploy -- <app> [--skip-tests]     build, verify, test, publish a new version and make it current
 *                  [--no-promote]            ... or publish it without making it current, to try it with ?preview=
 * npm run deployments -- <app>               the versions with time, commit and size; * marks the current one
 * npm run rollback -- <app> [version]        make the version before the current one (or the named one) current
 * npm run promote -- <app> <version>         make a named version current (after trying it with ?preview=...)
 * npm run retire -- <app> [--force]          take a remote out of service (its versions stay: promote brings it back)
 * Every command takes --target <folder | s3://bucket/prefix> (default FORKFUL_DEPLOY_TARGET, else $FORKFUL_DATA_DIR/deploy, i.e. .data/deploy).
 */
import { findApp, findAppIn, type App } from './apps';
import { openStore, type DeploymentStore } from './stores';
import * as releases from './releases';
import { deploy, rollback, DeployRefused } from './deploy';
import { retire } from './retire';

const USAGE = 'usage: forkful-deploy <deploy|deployments|rollback|promote|retire> <app> [version] [--target <folder|s3://bucket/prefix>] [--skip-tests] [--skip-render-check] [--no-promote] [--force]';

export interface CliOptions {
  positional: string[];
  target?: string;
  skipTests?: boolean;
  force?: boolean;
  noPromote?: boolean;
  skipRenderCheck?: boolean;
  help?: boolean;
}

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { positional: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--target') options.target = argv[++i];
    else if (arg.startsWith('--target=')) options.target = arg.slice('--target='.length);
    else if (arg === '--skip-tests') options.skipTests = true;
    else if (arg === '--force') options.force = true;
    else if (arg === '--no-promote') options.noPromote = true;
    else if (arg === '--skip-render-check') options.skipRenderCheck = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('--')) throw new DeployRefused(`Unknown option ${arg}\n${USAGE}`);
    else options.positional.push(arg);
  }
  return options;
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
    const { record, pointer, pruned } = await deploy({ app, store, skipTests: options.skipTests, skipRenderCheck: options.skipRenderCheck, makeCurrent: !options.noPromote, log });
    if (!options.noPromote && !app.isShell && pointer?.previous === null) log(`${app.name} had no current version: it is now live, registered in the store's registry.json`);
    if (pruned.length) log(`pruned ${pruned.length} old version(s): ${pruned.join(', ')}`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (options.noPromote) {
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
    for (const v of versions) {
      const mark = v.id === pointer?.version ? '*' : ' ';
      console.log(`${mark} ${v.id}  ${v.createdAt}  ${v.commit}${v.dirty ? ' (uncommitted changes)' : ''}  ${formatSize(v.size)}  ${v.files} files`);
    }
    return 0;
  }
  if (command === 'rollback' || command === 'promote') {
    if (command === 'promote' && !version) throw new DeployRefused(`promote needs a version: ${USAGE}`);
    const pointer = await rollback({ app, store, id: version, force: options.force, skipRenderCheck: options.skipRenderCheck });
    console.log(`${app.name}: ${pointer.version} is current (was ${pointer.previous || 'not live'})`);
    return 0;
  }
  // retire (the last of COMMANDS)
  const { retired, registry, problems } = await retire({ app, store, force: options.force });
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
