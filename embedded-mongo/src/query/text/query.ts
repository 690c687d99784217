import { badValue, CommandError, typeMismatch } from '../../common/errors';
import { isPlainObject } from '../../common/values';
import { findLanguage, TextLanguage, tokenize } from '../../storage/text/language';

interface TextParams {
  search: string;
  language?: string;
  caseSensitive: boolean;
  diacriticSensitive: boolean;
}

/** The BSON type name mongod prints in "had the wrong type" errors. */
export function bsonTypeName(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'double';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  const t = (v as any)._bsontype;
  if (t === 'ObjectId') return 'objectId';
  if (t === 'Long') return 'long';
  if (t === 'Decimal128') return 'decimal';
  if (t === 'Binary') return 'binData';
  return 'object';
}

const wrongType = (field: string, expected: string, v: unknown) =>
  typeMismatch(`"${field}" had the wrong type. Expected ${expected}, found ${bsonTypeName(v)}`);

/** Validates {$search, $language, $caseSensitive, $diacriticSensitive} with mongod's errors. */
export function parseTextParams(v: unknown): TextParams {
  if (!isPlainObject(v)) throw badValue('$text expects an object');
  if (v.$search === undefined) throw new CommandError(4, 'NoSuchKey', 'Missing expected field "$search"');
  if (typeof v.$search !== 'string') throw wrongType('$search', 'string', v.$search);
  let expected = 1;
  const out: TextParams = { search: v.$search, caseSensitive: false, diacriticSensitive: false };
  if (v.$language !== undefined) {
    if (typeof v.$language !== 'string') throw wrongType('$language', 'string', v.$language);
    out.language = v.$language;
    expected++;
  }
  for (const k of ['$caseSensitive', '$diacriticSensitive'] as const) {
    if (v[k] === undefined) continue;
    if (typeof v[k] !== 'boolean') throw wrongType(k, 'bool', v[k]);
    out[k === '$caseSensitive' ? 'caseSensitive' : 'diacriticSensitive'] = v[k];
    expected++;
  }
  if (Object.keys(v).length !== expected) throw badValue('extra fields in $text');
  return out;
}

export interface TextQuery {
  language: TextLanguage;
  caseSensitive: boolean;
  diacriticSensitive: boolean;
  /** Lower-cased stemmed terms looked up in the index (scores add up over these). */
  termsForBounds: Set<string>;
  positiveTerms: Set<string>;
  negatedTerms: Set<string>;
  positivePhrases: string[];
  negatedPhrases: string[];
}

type Token = { kind: 'text' | '-' | '"'; text: string; offset: number; afterSpace: boolean };

/** mongod's query tokenizer: runs of text, single '-' and '"' delimiters; only \n \v \f \r and space are whitespace. */
function queryTokens(q: string): Token[] {
  const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\v' || c === '\f' || c === '\r';
  const out: Token[] = [];
  let i = 0;
  while (i < q.length && isSpace(q[i])) i++;
  let afterSpace = true;
  while (i < q.length) {
    const start = i;
    const c = q[i++];
    let kind: Token['kind'] = 'text';
    if (c === '-' || c === '"') kind = c;
    else while (i < q.length && !isSpace(q[i]) && q[i] !== '-' && q[i] !== '"') i++;
    const tok: Token = { kind, text: q.slice(start, i), offset: start, afterSpace };
    const ws = i;
    while (i < q.length && isSpace(q[i])) i++;
    afterSpace = i > ws;
    out.push(tok);
  }
  return out;
}

/** Parses a $search string into terms, negated terms and phrases the way mongod's FTSQueryImpl does. */
export function parseTextQuery(params: TextParams, defaultLanguage: TextLanguage): TextQuery {
  const language = params.language !== undefined ? findLanguage(params.language) : defaultLanguage;
  if (!language) throw badValue(`unsupported language: "${params.language}" for text index version 3`);
  const query: TextQuery = {
    language,
    caseSensitive: params.caseSensitive,
    diacriticSensitive: params.diacriticSensitive,
    termsForBounds: new Set(),
    positiveTerms: new Set(),
    negatedTerms: new Set(),
    positivePhrases: [],
    negatedPhrases: [],
  };
  let positive = '';
  let negative = '';
  let inNegation = false;
  let inPhrase = false;
  let quoteOffset = 0;
  for (const t of queryTokens(params.search)) {
    if (t.kind === 'text') {
      if (inPhrase && inNegation) continue;
      // A negation lasts until the next whitespace: "-foo-bar" negates both, "- foo" negates nothing.
      if (inNegation && t.afterSpace) inNegation = false;
      if (inNegation) negative += t.text + ' ';
      else positive += t.text + ' ';
    } else if (t.kind === '-') {
      if (!inPhrase && t.afterSpace) inNegation = true;
    } else if (inPhrase) {
      const phrase = params.search.slice(quoteOffset + 1, t.offset);
      (inNegation ? query.negatedPhrases : query.positivePhrases).push(phrase);
      inPhrase = false;
    } else {
      inPhrase = true;
      if (inNegation && t.afterSpace) inNegation = false;
      quoteOffset = t.offset;
    }
  }
  addTerms(query, positive, false);
  addTerms(query, negative, true);
  return query;
}

function addTerms(query: TextQuery, sentence: string, negated: boolean): void {
  const active = negated ? query.negatedTerms : query.positiveTerms;
  const sensitive = query.caseSensitive || query.diacriticSensitive;
  for (const word of tokenize(sentence, query.language, { filterStopWords: true })) {
    if (!negated) query.termsForBounds.add(word);
    if (!sensitive) active.add(word);
  }
  if (!sensitive) return;
  for (const word of tokenize(sentence, query.language, {
    filterStopWords: true,
    caseSensitive: query.caseSensitive,
    diacriticSensitive: query.diacriticSensitive,
  }))
    active.add(word);
}
