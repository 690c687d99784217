import type { CheerioAPI } from 'cheerio';

/** Bounds on a hostile page: JSON-LD blocks read, and the size of one (characters). */
export const MAX_JSON_LD_BLOCKS = 50;
export const MAX_JSON_LD_LENGTH = 1024 * 1024;

/** Wrappers some sites put around a block's JSON: an HTML comment, a (commented) CDATA section, a closing `;`. */
const LEADING_WRAPPER = /^(?:<!--|(?:\/\/)?\s*<!\[CDATA\[)/;
const TRAILING_WRAPPER = /(?:-->|(?:\/\/)?\s*\]\]>|;)$/;

function unwrap(text: string): string {
  let json = text.trim();
  for (let round = 0; round < 3; round += 1) {
    const next = json.replace(LEADING_WRAPPER, '').trim().replace(TRAILING_WRAPPER, '').trim();
    if (next === json) break;
    json = next;
  }
  return json;
}

const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * The text with the raw control characters inside its strings escaped (a line break becomes `\n`, so the line stays),
 * others made spaces: pages often put line breaks inside strings, which JSON forbids.
 */
function escapeControlCharacters(text: string): string {
  let result = '';
  let inString = false;
  let escaped = false;
  for (const char of text) {
    if (inString && char < ' ') {
      result += CONTROL_ESCAPES[char] ?? ' ';
      escaped = false;
      continue;
    }
    if (escaped) escaped = false;
    else if (char === '\\' && inString) escaped = true;
    else if (char === '"') inString = !inString;
    result += char;
  }
  return result;
}

/** JSON, or undefined when it is not, even once the control characters in its strings are escaped. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(escapeControlCharacters(text));
    } catch {
      return undefined;
    }
  }
}

function isJsonLdScript(type: string | undefined): boolean {
  return (type ?? '').trim().toLowerCase().split(';')[0].trim() === 'application/ld+json';
}

/**
 * The parsed values of a page's `<script type="application/ld+json">` blocks, in document order: at most
 * MAX_JSON_LD_BLOCKS, each at most MAX_JSON_LD_LENGTH; a broken or oversized block is skipped.
 */
export function jsonLdValues($: CheerioAPI): unknown[] {
  const values: unknown[] = [];
  const scripts = $('script[type]')
    .toArray()
    .filter((script) => isJsonLdScript($(script).attr('type')))
    .slice(0, MAX_JSON_LD_BLOCKS);
  for (const script of scripts) {
    const text = $(script).text();
    if (text.length > MAX_JSON_LD_LENGTH) continue;
    const value = parseJson(unwrap(text));
    if (value !== undefined) values.push(value);
  }
  return values;
}
