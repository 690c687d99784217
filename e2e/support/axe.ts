/** Accessibility checks with axe-core, injected into the page as it is (no browser extension, no network). */
import * as fs from 'fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

export interface AxeOptions {
  /**
   * 'wcag' (the default): WCAG 2.1 A/AA rules only. 'all': every rule axe runs by default, best practices too
   * (heading-order, landmark-unique, region, ...), as tests/accessibility.e2e.test.ts holds every screen to.
   */
  rules?: 'wcag' | 'all';
}

/** axe's violations on the page now, in full (axe is injected once per document: a client-side navigation keeps it). */
export async function axeScan(page: Page, { rules = 'wcag' }: AxeOptions = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    type AxeResult = { violations: AxeViolation[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    // Only the violations in full: axe then skips the details of what passed (a third of its time on a long page).
    const result = await axe.run(document, { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) });
    return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target: target.map(String), html, failureSummary })),
    }));
  }, rules === 'all' ? null : WCAG_TAGS);
}

/** One line a violation: rule, impact, what it asks and the first three elements ('' when none). */
export function describeViolation(v: AxeViolation): string {
  return `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`;
}

/** Every violation axe finds on the page now, one line each: WCAG 2.1 A/AA unless `rules: 'all'`. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  return (await axeScan(page, options)).map(describeViolation);
}
