#!/usr/bin/env node
'use strict';
/**
 * `npm run bench`: every benchmark in one bounded run (about 9 minutes on 2 cores), one table of figures beside their
 * goals, written as JSON and Markdown under bench/results/ (a dated file and latest.*).
 *
 *   npm run bench                       # build what is needed (Nx cache), then every bench
 *   npm run bench -- --only=api,api-mix,database
 *   npm run bench -- --readme           # also put the table in README.md (between the bench markers)
 *
 * Each bench (bench/<name>.js) also runs alone from the command line; here its `measureFigures()` is called in turn,
 * so no two benches share the CPU. A bench that fails is reported as such and the others still run.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildWorkspaces, SERVER_WORKSPACES, FRONTEND_WORKSPACES } = require('../scripts/lib/build');
const { stopAll } = require('../scripts/lib/processes');
const { benchArgs } = require('./lib/args');
const { toMarkdown } = require('./lib/figures');

const ROOT = path.resolve(__dirname, '..');
const RESULTS_DIR = path.join(__dirname, 'results');
const README = path.join(ROOT, 'README.md');
const README_MARKERS = ['<!-- bench:start -->', '<!-- bench:end -->'];

/** In the order they run: the cheapest first, so a broken build shows early. */
const BENCHES = [
  { name: 'database', file: './embedded-mongo.js' },
  { name: 'api', file: './api.js' },
  { name: 'api-mix', file: './api-mix.js' },
  { name: 'images', file: './images.js' },
  { name: 'frontend', file: './frontend-vitals.js' },
  { name: 'pages', file: './ssr-pages.js' },
  { name: 'lighthouse', file: './lighthouse.js' },
  { name: 'all-recipes', file: './all-recipes-first-page.js' },
];

const args = benchArgs();

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

async function runBench(bench) {
  const started = Date.now();
  try {
    const { measureFigures } = require(bench.file);
    if (typeof measureFigures !== 'function') throw new Error(`${bench.file} exports no measureFigures()`);
    const figures = await measureFigures({});
    return { name: bench.name, seconds: (Date.now() - started) / 1000, figures };
  } catch (error) {
    console.error(`bench ${bench.name} failed: ${error.stack || error.message}`);
    return { name: bench.name, seconds: (Date.now() - started) / 1000, figures: [], error: error.message };
  } finally {
    await stopAll();
  }
}

function describeMachine(m) {
  return `${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}`;
}

function writeResults(report) {
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

function updateReadme(markdown) {
  const text = fs.readFileSync(README, 'utf8');
  const [start, end] = README_MARKERS;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md lacks the markers ${start} … ${end}`);
  fs.writeFileSync(README, `${text.slice(0, from + start.length)}\n${markdown}${text.slice(to)}`);
}

async function main() {
  const only = args.only ? args.only.split(',') : null;
  const benches = BENCHES.filter((bench) => !only || only.includes(bench.name));
  if (args['no-build'] !== 'true') {
    console.log('Building what the benches run (Nx cache)…');
    const build = await buildWorkspaces([...SERVER_WORKSPACES, ...FRONTEND_WORKSPACES]);
    if (!build.ok) throw new Error(`build failed:\n${build.tail}`);
  }
  const started = Date.now();
  const runs = [];
  for (const bench of benches) {
    console.log(`\n=== ${bench.name} ===`);
    runs.push(await runBench(bench));
  }
  const report = {
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
main().catch((error) => {
  console.error(error.message);
  return stopAll().then(() => process.exit(1));
});
