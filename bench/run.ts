/**
 * `npm run bench`: every benchmark in one bounded run (about 11 minutes on 2 cores), one table of figures beside their
 * goals, written as JSON and Markdown under bench/results/ (a dated file and latest.*).
 *
 *   npm run bench                       # build what is needed (Nx cache), then every bench
 *   npm run bench -- --only=api,api-mix,database
 *   npm run bench -- --readme           # also put the table in README.md (between the bench markers)
 *
 * Each bench (bench/<name>.ts) also runs alone from the command line; here its `measureFigures()` is called in turn,
 * so no two benches share the CPU. A bench that fails is reported as such and the others still run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopAll } from '@forkful/platform';
import { buildWorkspaces, SERVER_WORKSPACES, FRONTEND_WORKSPACES } from '@forkful/scripts/lib/build';
import { benchArgs } from './lib/args';
import { toMarkdown, type Figure } from './lib/figures';

const ROOT = path.resolve(__dirname, '..');
const RESULTS_DIR = path.join(__dirname, 'results');
const README = path.join(ROOT, 'README.md');
const README_MARKERS = ['<!-- bench:start -->', '<!-- bench:end -->'];

interface Bench {
  name: string;
  /** Its module, loaded only when it runs (each reads its own settings and dependencies as it loads). */
  file: string;
}

/** What run.ts needs of a bench module. */
interface BenchModule {
  measureFigures?: (options: object) => Promise<Figure[]>;
}

/** In the order they run: the cheapest first, so a broken build shows early. */
const BENCHES: Bench[] = [
  { name: 'database', file: './embedded-mongo' },
  { name: 'api', file: './api' },
  { name: 'api-mix', file: './api-mix' },
  { name: 'images', file: './images' },
  { name: 'imports', file: './imports' },
  { name: 'planner', file: './planner' },
  { name: 'ratings', file: './ratings' },
  { name: 'rum', file: './rum' },
  { name: 'frontend', file: './frontend-vitals' },
  { name: 'languages-offline', file: './languages-offline' },
  { name: 'pages', file: './ssr-pages' },
  { name: 'lighthouse', file: './lighthouse' },
  { name: 'all-recipes', file: './all-recipes-first-page' },
];

interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
}

interface BenchRun {
  name: string;
  seconds: number;
  figures: Figure[];
  error?: string;
}

interface Report {
  date: string;
  machine: Machine;
  seconds: number;
  benches: { name: string; seconds: number; error?: string }[];
  figures: Figure[];
}

const args = benchArgs();

function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

async function runBench(bench: Bench): Promise<BenchRun> {
  const started = Date.now();
  try {
    // Loaded here, not imported above: a bench's module is read only when its turn comes.
    const { measureFigures } = require(bench.file) as BenchModule;
    if (typeof measureFigures !== 'function') throw new Error(`${bench.file} exports no measureFigures()`);
    const figures = await measureFigures({});
    return { name: bench.name, seconds: (Date.now() - started) / 1000, figures };
  } catch (caught) {
    const error = caught as Error;
    console.error(`bench ${bench.name} failed: ${error.stack || error.message}`);
    return { name: bench.name, seconds: (Date.now() - started) / 1000, figures: [], error: error.message };
  } finally {
    await stopAll();
  }
}

function describeMachine(m: Machine): string {
  return `${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}`;
}

function writeResults(report: Report): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const json = JSON.stringify(report, null, 2);
  fs.writeFileSync(path.join(RESULTS_DIR, `${stamp}.json`), json);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), json);
  const markdown = `Measured ${report.date.slice(0, 10)} on ${describeMachine(report.machine)}, by \`npm run bench\`` +
    ` (${Math.round(report.seconds)} s):\n\n${toMarkdown(report.figures)}\n`;
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.md'), markdown);
  return markdown;
}

function updateReadme(markdown: string): void {
  const text = fs.readFileSync(README, 'utf8');
  const [start, end] = README_MARKERS;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md lacks the markers ${start} … ${end}`);
  fs.writeFileSync(README, `${text.slice(0, from + start.length)}\n${markdown}${text.slice(to)}`);
}

async function main(): Promise<void> {
  const only = args.only ? args.only.split(',') : null;
  const benches = BENCHES.filter((bench) => !only || only.includes(bench.name));
  if (args['no-build'] !== 'true') {
    console.log('Building what the benches run (Nx cache)…');
    const build = await buildWorkspaces([...SERVER_WORKSPACES, ...FRONTEND_WORKSPACES]);
    if (!build.ok) throw new Error(`build failed:\n${build.tail}`);
  }
  const started = Date.now();
  const runs: BenchRun[] = [];
  for (const bench of benches) {
    console.log(`\n=== ${bench.name} ===`);
    runs.push(await runBench(bench));
  }
  const report: Report = {
    date: new Date().toISOString(),
    machine: machine(),
    seconds: (Date.now() - started) / 1000,
    benches: runs.map(({ name, seconds, error }) => ({ name, seconds, error })),
    figures: runs.flatMap((run) => run.figures),
  };
  const markdown = writeResults(report);
  console.log(`\n${markdown}`);
  if (args.readme === 'true') updateReadme(markdown);
  const failed = runs.filter((run) => run.error);
  if (failed.length) {
    console.error(`benches that failed: ${failed.map((run) => run.name).join(', ')}`);
    process.exitCode = 1;
  }
}

process.on('SIGINT', () => stopAll().then(() => process.exit(130)));
main().catch((error: Error) => {
  console.error(error.message);
  return stopAll().then(() => process.exit(1));
});
