'use strict';
/**
 * The shape every benchmark reports in, so `npm run bench` (bench/run.js) can put them in one table and one JSON file.
 * A figure is one measured number beside its goal: `{ atLeast }` or `{ atMost }` (none: printed for context only).
 */

/**
 * @param {string} area      the part measured: 'API', 'Database', 'Frontend'
 * @param {string} name      what was measured, e.g. 'GET /top-recipes share of ceiling'
 * @param {number} value
 * @param {string} unit      'req/s', 'ms', 'KB', 'ratio', …
 * @param {{atLeast?: number, atMost?: number}} [goal]
 * @param {string} [detail]  context printed beside it (e.g. the raw req/s behind a ratio)
 */
function figure(area, name, value, unit, goal = {}, detail = '') {
  const met = goal.atLeast !== undefined ? value >= goal.atLeast : goal.atMost !== undefined ? value <= goal.atMost : null;
  return { area, name, value: round(value), unit, goal, met, detail };
}

function round(value) {
  if (!Number.isFinite(value)) return value;
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

function goalText(goal) {
  if (goal.atLeast !== undefined) return `≥ ${goal.atLeast}`;
  if (goal.atMost !== undefined) return `≤ ${goal.atMost}`;
  return '';
}

/** Markdown table of figures (README and bench/results/latest.md). */
function toMarkdown(figures) {
  const lines = ['| Area | Figure | Value | Goal | Met |', '|---|---|---|---|---|'];
  for (const f of figures) {
    const value = `${typeof f.value === 'number' ? f.value.toLocaleString('en') : f.value} ${f.unit}`.trim();
    const met = f.met === null ? '' : f.met ? 'yes' : '**no**';
    lines.push(`| ${f.area} | ${f.name}${f.detail ? ` (${f.detail})` : ''} | ${value} | ${goalText(f.goal)} | ${met} |`);
  }
  return lines.join('\n');
}

module.exports = { figure, goalText, toMarkdown };
