/**
 * The shape every benchmark reports in, so `npm run bench` (bench/run.ts) can put them in one table and one JSON file.
 * A figure is one measured number beside its goal: `{ atLeast }` or `{ atMost }` (none: printed for context only).
 */

export interface Goal {
  atLeast?: number;
  atMost?: number;
}

export interface Figure {
  /** The part measured: 'API', 'Database', 'Frontend'. */
  area: string;
  /** What was measured, e.g. 'GET /top-recipes share of ceiling'. */
  name: string;
  value: number;
  /** 'req/s', 'ms', 'KB', 'ratio', … */
  unit: string;
  goal: Goal;
  /** Whether the goal is met; null when there is none. */
  met: boolean | null;
  /** Context printed beside it (e.g. the raw req/s behind a ratio). */
  detail: string;
}

/** One figure (the fields as in Figure), its value rounded, whether it meets its goal worked out. */
export function figure(area: string, name: string, value: number, unit: string, goal: Goal = {}, detail = ''): Figure {
  const met = goal.atLeast !== undefined ? value >= goal.atLeast : goal.atMost !== undefined ? value <= goal.atMost : null;
  return { area, name, value: round(value), unit, goal, met, detail };
}

function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

export function goalText(goal: Goal): string {
  if (goal.atLeast !== undefined) return `≥ ${goal.atLeast}`;
  if (goal.atMost !== undefined) return `≤ ${goal.atMost}`;
  return '';
}

/** Markdown table of figures (README and bench/results/latest.md). */
export function toMarkdown(figures: readonly Figure[]): string {
  const lines = ['| Area | Figure | Value | Goal | Met |', '|---|---|---|---|---|'];
  for (const f of figures) {
    const value = `${typeof f.value === 'number' ? f.value.toLocaleString('en') : f.value} ${f.unit}`.trim();
    const met = f.met === null ? '' : f.met ? 'yes' : '**no**';
    lines.push(`| ${f.area} | ${f.name}${f.detail ? ` (${f.detail})` : ''} | ${value} | ${goalText(f.goal)} | ${met} |`);
  }
  return lines.join('\n');
}

/** A bench's figures on the console, one line each, when it runs alone (`npx tsx bench/<name>.ts`). */
export function printFigures(figures: readonly Figure[], nameWidth = 44): void {
  for (const f of figures) {
    const goal = goalText(f.goal) ? `goal ${goalText(f.goal)}` : '';
    const met = f.met === null ? '' : f.met ? 'met' : 'NOT met';
    console.log(`   ${f.name.padEnd(nameWidth)} ${`${f.value} ${f.unit}`.padStart(12)}  ${goal.padEnd(12)} ${met}  ${f.detail}`);
  }
}
