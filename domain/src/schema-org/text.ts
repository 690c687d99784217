/**
 * Text from a schema.org value, which pages fill with HTML, entities (often encoded twice by WordPress) and layout
 * whitespace: plain text for our fields.
 */

/** The named entities recipe pages use; anything else stays as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', middot: '·', bull: '•', deg: '°', frac12: '½', frac14: '¼', frac34: '¾', frac13: '⅓',
  frac23: '⅔', frac18: '⅛', times: '×', divide: '÷', minus: '−', plusmn: '±', copy: '©', reg: '®', trade: '™',
  eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë', aacute: 'á', agrave: 'à', acirc: 'â', auml: 'ä', atilde: 'ã',
  aring: 'å', iacute: 'í', igrave: 'ì', icirc: 'î', iuml: 'ï', oacute: 'ó', ograve: 'ò', ocirc: 'ô', ouml: 'ö',
  otilde: 'õ', oslash: 'ø', uacute: 'ú', ugrave: 'ù', ucirc: 'û', uuml: 'ü', ntilde: 'ñ', ccedil: 'ç', szlig: 'ß',
  aelig: 'æ', oelig: 'œ', Eacute: 'É', Egrave: 'È', Agrave: 'À', Aacute: 'Á', Ccedil: 'Ç', Ntilde: 'Ñ', Ouml: 'Ö',
  Uuml: 'Ü', Auml: 'Ä', shy: '',
};

const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,9});/gi;

function decodeEntity(match: string, name: string): string {
  if (name[0] !== '#') return NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()] ?? match;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : '\uFFFD';
}

/** Decodes HTML entities; twice at most, for the `&amp;#8217;` pages encode twice. */
export function decodeEntities(text: string): string {
  const once = text.replace(ENTITY, decodeEntity);
  return once.includes('&') ? once.replace(ENTITY, decodeEntity) : once;
}

/** Longest text read from one value: far past any field's limit, short enough that cleaning stays cheap. */
const MAX_SOURCE_LENGTH = 100_000;
/** `[^<>]` rather than `[^>]`: a run of unclosed `<a` costs linear time, not quadratic. */
const TAG = /<\/?[a-z][^<>]*>/gi;
/** Tags that end a line of text: a paragraph, a list item, a break, a heading, a row. */
const LINE_END = /<(?:br|hr)\b[^<>]*>|<\/?(?:p|li|ol|ul|div|h[1-6]|tr|section|article|blockquote)\b[^<>]*>/gi;
const HIDDEN_ELEMENTS = ['script', 'style', 'template'];

/** The text without comments and script, style and template elements (scanned, not matched: linear on any input). */
function withoutHidden(text: string): string {
  const source = text.length > MAX_SOURCE_LENGTH ? text.slice(0, MAX_SOURCE_LENGTH) : text;
  if (!source.includes('<')) return source;
  const lower = source.toLowerCase();
  let result = '';
  let from = 0;
  for (;;) {
    const start = lower.indexOf('<', from);
    if (start < 0) break;
    let end = -1;
    if (lower.startsWith('<!--', start)) {
      const close = lower.indexOf('-->', start + 4);
      end = close < 0 ? lower.length : close + 3;
    } else {
      const name = HIDDEN_ELEMENTS.find(
        (tag) => lower.startsWith(tag, start + 1) && !/[a-z0-9-]/.test(lower[start + 1 + tag.length] ?? ''),
      );
      if (name) {
        const close = lower.indexOf(`</${name}`, start + 1);
        const closeEnd = close < 0 ? -1 : lower.indexOf('>', close);
        end = closeEnd < 0 ? lower.length : closeEnd + 1;
      }
    }
    if (end < 0) {
      result += source.slice(from, start + 1);
      from = start + 1;
    } else {
      result += `${source.slice(from, start)} `;
      from = end;
    }
  }
  return result + source.slice(from);
}

/** Collapses every run of whitespace (line breaks and no-break spaces too) into one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** One line of plain text: tags stripped (an inline one leaves nothing, a block one a space), entities decoded. */
export function cleanText(text: string): string {
  return collapseWhitespace(decodeEntities(withoutHidden(text).replace(LINE_END, ' ').replace(TAG, '')));
}

/**
 * Plain lines of a text that may be HTML: each paragraph, list item, `<br>` or line break ends a line; empty lines
 * are dropped.
 */
export function textLines(text: string): string[] {
  const plain = decodeEntities(withoutHidden(text).replace(LINE_END, '\n').replace(TAG, ''));
  return plain
    .split(/[\r\n\u2028\u2029]+/)
    .map(collapseWhitespace)
    .filter((line) => line.length > 0);
}

/** A text cut to `max` characters, on a word boundary when one is near, without a dangling space. */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trim();
}

/**
 * Lines joined by `separator`, as many whole lines as fit in `max` characters (a line is never cut, but a first line
 * longer than `max` is, so something is kept).
 */
export function joinWithin(lines: string[], separator: string, max: number): string {
  let joined = '';
  for (const line of lines) {
    const next = joined ? `${joined}${separator}${line}` : line;
    if (next.length > max) return joined || fitText(line, max);
    joined = next;
  }
  return joined;
}
