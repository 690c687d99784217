import { ServerStyleSheet } from 'styled-components';

/**
 * One style sheet for every render of this process, instead of one per request: a component's CSS is compiled
 * (stylis) once, not again for each page. Bounded: past MAX_SHEET_CHARS (a component whose CSS interpolates unbounded
 * values) it starts afresh.
 *
 * A page gets only the groups of that sheet it uses: the global style, the keyframes, and each styled component whose
 * class (its component id) is in the page's HTML. The browser takes in every rule the server sends (styled-components'
 * rehydration) and restyles the page with them, so the whole sheet would cost every visitor time on the main thread
 * (on `/`, 36 KB of CSS instead of 22). A component the page renders later in the browser injects its own rules there.
 */
const MAX_SHEET_CHARS = 400_000;

/** Groups kept whatever the HTML holds: their ids never appear in it (createGlobalStyle's and keyframes'). */
const ALWAYS_KEPT = /^sc-(global|keyframes)-/;

/**
 * The end of a group in styled-components' output: after its rules, a marker rule naming the group's component id and
 * class names, which the browser reads back (`data-styled.g12[id="sc-abc"]{content:"xYz,"}/*!sc*\/`).
 */
const GROUP_END = /data-styled\.g\d+\[id="([^"]+)"\]\{content:"[^"]*"\}\/\*!sc\*\/\n/g;

interface SheetGroup {
  id: string;
  css: string;
}

interface ParsedSheet {
  names: number;
  openTag: string;
  groups: SheetGroup[];
}

let sheet = new ServerStyleSheet();
let parsed: ParsedSheet | undefined;

export function pageStyleSheet(): ServerStyleSheet {
  return sheet;
}

/** How many class names the sheet holds: it only grows, so a new count means new rules. */
function nameCount(): number {
  let count = 0;
  for (const names of sheet.instance.names.values()) count += names.size;
  return count;
}

/** The sheet's <style> tag as groups, parsed again only when a render added rules. */
function parsedSheet(): ParsedSheet {
  const names = nameCount();
  if (parsed?.names === names) return parsed;
  const html = sheet.getStyleTags();
  if (html.length > MAX_SHEET_CHARS) sheet = new ServerStyleSheet();
  const open = html.indexOf('>') + 1;
  const css = html.slice(open, html.lastIndexOf('</style>'));
  const groups: SheetGroup[] = [];
  let start = 0;
  for (const end of css.matchAll(GROUP_END)) {
    const stop = end.index + end[0].length;
    groups.push({ id: end[1], css: css.slice(start, stop) });
    start = stop;
  }
  const result = { names, openTag: html.slice(0, open), groups };
  // A sheet started afresh is parsed again on the next call.
  parsed = html.length > MAX_SHEET_CHARS ? undefined : result;
  return result;
}

/** Every class name in the HTML's class attributes. */
function classNamesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(' ')) classes.add(name);
  return classes;
}

/** The <style> tag for a page: the sheet's groups that `html` uses. Empty when the sheet has none. */
export function pageStyleTags(html: string): string {
  const { openTag, groups } = parsedSheet();
  if (!groups.length) return '';
  const classes = classNamesIn(html);
  const css = groups
    .filter((group) => ALWAYS_KEPT.test(group.id) || classes.has(group.id))
    .map((group) => group.css)
    .join('');
  return `${openTag}${css}</style>`;
}
