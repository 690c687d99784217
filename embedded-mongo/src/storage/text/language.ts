import { stemEnglish } from './stem-english';
import { ENGLISH_STOP_WORDS } from './stopwords-english';

/**
 * Text-search languages as mongod (text index version 3) knows them. English and "none" are implemented fully;
 * the other languages mongod accepts are tokenized without stemming or stop words (see README: Limits).
 */
export interface TextLanguage {
  name: string;
  stem(word: string): string;
  isStopWord(lowerWord: string): boolean;
  /** English keeps the apostrophe inside words ("don't"); every other language splits on it. */
  isDelimiter(ch: string): boolean;
}

const LANGUAGE_CODES: Record<string, string> = {
  da: 'danish', nl: 'dutch', en: 'english', fi: 'finnish', fr: 'french', de: 'german', hu: 'hungarian',
  it: 'italian', nb: 'norwegian', pt: 'portuguese', ro: 'romanian', ru: 'russian', es: 'spanish', sv: 'swedish',
  tr: 'turkish',
};
const LANGUAGE_NAMES = new Set(['none', ...Object.values(LANGUAGE_CODES)]);

/** Unicode White_Space, Dash, Hyphen, Quotation_Mark, Terminal_Punctuation, Pattern_Syntax and STerm: mongod's delimiters. */
const DELIMITER = /[\p{White_Space}\p{Dash}\p{Quotation_Mark}\p{Terminal_Punctuation}\p{Pattern_Syntax}\p{Sentence_Terminal}\u00AD\u058A\u1806\u2010\u2011\u2E17\u30FB\uFE63\uFF0D\uFF65]/u;
const ASCII_DELIMITERS = Array.from({ length: 128 }, (_, c) => DELIMITER.test(String.fromCharCode(c)));
const isDelimiterAny = (ch: string) => {
  const c = ch.charCodeAt(0);
  return c < 128 ? ASCII_DELIMITERS[c] : DELIMITER.test(ch);
};
const isDelimiterEnglish = (ch: string) => ch !== "'" && isDelimiterAny(ch);

const identity = (w: string) => w;

/** Stems of recently seen words: documents repeat their vocabulary, and stemming is the costly part of indexing. */
const stemCache = new Map<string, string>();
function cachedStemEnglish(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    if (stemCache.size >= 50_000) stemCache.clear();
    s = stemEnglish(word);
    stemCache.set(word, s);
  }
  return s;
}
const noStopWords = () => false;

const cache = new Map<string, TextLanguage>();

/** The language for a name or two-letter code (case-insensitive), or undefined when mongod would refuse it. */
export function findLanguage(raw: string): TextLanguage | undefined {
  const lower = raw.toLowerCase();
  const name = LANGUAGE_CODES[lower] ?? (LANGUAGE_NAMES.has(lower) ? lower : undefined);
  if (!name) return undefined;
  let lang = cache.get(name);
  if (!lang) {
    lang =
      name === 'english'
        ? { name, stem: cachedStemEnglish, isStopWord: (w) => ENGLISH_STOP_WORDS.has(w), isDelimiter: isDelimiterEnglish }
        : { name, stem: identity, isStopWord: noStopWords, isDelimiter: isDelimiterAny };
    cache.set(name, lang);
  }
  return lang;
}

interface TokenizeOptions {
  filterStopWords?: boolean;
  caseSensitive?: boolean;
  diacriticSensitive?: boolean;
}

/** Removes combining marks after canonical decomposition ("café" -> "cafe"). */
function stripDiacritics(s: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(s) ? s : s.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC');
}

/**
 * mongod's text tokenizer: split on delimiters, drop stop words (checked lower-cased), stem, then strip diacritics
 * unless the search is diacritic-sensitive. Tokens are lower-cased unless the search is case-sensitive.
 */
export function tokenize(text: string, lang: TextLanguage, opts: TokenizeOptions = {}): string[] {
  const out: string[] = [];
  let start = -1;
  const emit = (end: number) => {
    const raw = text.slice(start, end);
    const lower = raw.toLowerCase();
    if (opts.filterStopWords && lang.isStopWord(lower)) return;
    const stemmed = lang.stem(opts.caseSensitive ? raw : lower);
    out.push(opts.diacriticSensitive ? stemmed : stripDiacritics(stemmed));
  };
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    const ch = code < 0xd800 || code > 0xdbff ? text[i] : String.fromCodePoint(text.codePointAt(i)!);
    if (lang.isDelimiter(ch)) {
      if (start >= 0) emit(i);
      start = -1;
    } else if (start < 0) start = i;
    i += ch.length;
  }
  if (start >= 0) emit(text.length);
  return out;
}

/** A phrase matches as a substring, folded for case and diacritics as the search asks. */
export function phraseMatches(phrase: string, haystack: string, caseSensitive: boolean, diacriticSensitive: boolean): boolean {
  let p = phrase;
  let h = haystack;
  if (!caseSensitive) {
    p = p.toLowerCase();
    h = h.toLowerCase();
  }
  if (!diacriticSensitive) {
    p = stripDiacritics(p);
    h = stripDiacritics(h);
  }
  return h.includes(p);
}
