/**
 * Lighthouse's mobile test (its default: a mid-range phone, slow 4G and 4x CPU, simulated) on the public pages of the
 * built stack (free ports, seeded data, server rendering on), with Debian's Chromium. For each page: the four category
 * scores, LCP and total blocking time, and what Lighthouse says still stands between the page and 100 (its failed
 * audits with the most weight). It measures once the stack has settled (bench/lib/quiet.ts: a just-started stack is
 * still busy). Prints figures; asserts nothing. About 1 minute per page on 2 cores.
 *
 * Usage: npx tsx bench/lighthouse.ts [--pages=/,/all-recipes,/cooks/{uid}] [--runs=1]
 * Needs: the frontends and the API built (npm run build), /usr/bin/chromium (or CHROMIUM_PATH).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_PATH } from '@forkful/platform';
import { startStack } from '@forkful/scripts/lib/stack';
import { benchArgs } from './lib/args';
import { figure, type Figure } from './lib/figures';
import { waitForQuiet } from './lib/quiet';
import { stats } from './lib/samples';

type Lighthouse = typeof import('lighthouse').default;

const DEFAULT_PAGES = ['/', '/all-recipes', '/cooks/{uid}'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The failed audits that weigh most in a category: what stands between the score and 100. */
function shortfalls(lhr: LighthouseResult, category: string): string[] {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && (lhr.audits[ref.id].score as number) < 1)
    .sort((a, b) => b.weight * (1 - (lhr.audits[b.id].score as number)) - a.weight * (1 - (lhr.audits[a.id].score as number)))
    .slice(0, 4)
    .map((ref) => `${ref.id} ${lhr.audits[ref.id].displayValue || lhr.audits[ref.id].score}`);
}

interface Audit {
  /** Each category's score, 0-100. */
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  /** Each category's failed audits that weigh most. */
  missing: Record<string, string[]>;
}

async function audit(url: string, port: number, lighthouse: Lighthouse): Promise<Audit> {
  const { lhr } = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }))!;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score as number) * 100)])),
    lcp: lhr.audits['largest-contentful-paint'].numericValue as number,
    tbt: lhr.audits['total-blocking-time'].numericValue as number,
    missing: Object.fromEntries(CATEGORIES.map((c) => [c, shortfalls(lhr, c)])),
  };
}

interface Options {
  /** The paths audited; `{uid}` is the newest recipe's cook. */
  pages?: string[];
  runs?: number;
  log?: (line: string) => void;
}

export async function measureFigures(options: Options = {}): Promise<Figure[]> {
  const { pages = DEFAULT_PAGES, runs = 1, log = () => {} } = options;
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-lighthouse-'));
  const stack = await startStack({ mode: 'built', dataDir, seed: true, publicHost: '127.0.0.1', logDir: path.join(dataDir, 'logs') });
  const quiet = await waitForQuiet();
  log(`   (waited ${(quiet.waitedMs / 1000).toFixed(0)} s for the stack to settle: ${(quiet.busy * 100).toFixed(0)}% busy)`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const [recipe] = (await (await fetch(`${stack.apiUrl}/recipes?page=1&limit=1`)).json()) as { authorUid: string }[];
    const figures: Figure[] = [];
    for (const page of pages) {
      const url = `${stack.shellUrl}${page.replace('{uid}', recipe.authorUid)}`;
      // A first visit warms the server's bundles, plans and style sheet: what a live origin has.
      await fetch(url);
      const results: Audit[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(url, chrome.port, lighthouse));
      const median = (pick: (result: Audit) => number) => stats(results.map(pick)).median;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median((r) => r.scores[c])]));
      const last = results[results.length - 1];
      log(`   ${page.padEnd(14)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ')}  LCP ${median((r) => r.lcp).toFixed(0)} ms  TBT ${median((r) => r.tbt).toFixed(0)} ms`);
      for (const c of CATEGORIES) if (last.missing[c].length) log(`      ${c}: ${last.missing[c].join('; ')}`);
      figures.push(
        figure('Lighthouse', `${page} performance (mobile)`, scores.performance, 'score', { atLeast: 90 }, last.missing.performance.join('; ')),
        figure('Lighthouse', `${page} TBT (mobile)`, median((r) => r.tbt), 'ms', { atMost: 200 }),
        ...['accessibility', 'best-practices', 'seo'].map((c) => figure('Lighthouse', `${page} ${c}`, scores[c], 'score', { atLeast: 100 }, last.missing[c].join('; '))),
      );
    }
    return figures;
  } finally {
    await chrome.kill();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = benchArgs();
  console.log(`Forkful Lighthouse (mobile): ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
  const pages = args.pages ? String(args.pages).split(',') : DEFAULT_PAGES;
  const figures = await measureFigures({ pages, runs: Number(args.runs ?? 1), log: (line) => console.log(line) });
  console.log('');
  for (const f of figures) console.log(`   ${f.name.padEnd(40)} ${`${f.value} ${f.unit}`.padStart(10)}  ${f.met ? 'met' : 'NOT met'}  ${f.detail}`);
}

if (require.main === module) {
  main().then(() => process.exit(0), (error) => {
    console.error(error);
    process.exit(1);
  });
}
