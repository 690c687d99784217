import { ServerStyleSheet } from 'styled-components';

/**
 * One style sheet for every render of this process, instead of one per request: a component's CSS is compiled
 * (stylis) once, not again for each page. Every page gets the whole sheet, the rules of every component rendered so
 * far (alike in both themes): a few rules more than the page uses, for about a quarter of a render's time. Bounded:
 * past MAX_SHEET_CHARS (a component whose CSS interpolates unbounded values) it starts afresh.
 */
const MAX_SHEET_CHARS = 400_000;

let sheet = new ServerStyleSheet();
let tags: { names: number; html: string } | undefined;

export function pageStyleSheet(): ServerStyleSheet {
  return sheet;
}

/** How many class names the sheet holds: it only grows, so a new count means new rules. */
function nameCount(): number {
  let count = 0;
  for (const names of sheet.instance.names.values()) count += names.size;
  return count;
}

/** The sheet's <style> tags, built again only when a render added rules. */
export function pageStyleTags(): string {
  const names = nameCount();
  if (tags?.names === names) return tags.html;
  const html = sheet.getStyleTags();
  if (html.length > MAX_SHEET_CHARS) {
    sheet = new ServerStyleSheet();
    tags = undefined;
  } else {
    tags = { names, html };
  }
  return html;
}
