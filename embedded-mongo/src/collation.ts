/**
 * Collation documents, parsed and checked as mongod 7.0 does, and compared with Node's ICU (Intl.Collator).
 * `null` everywhere means the simple (binary) collation, which costs nothing.
 */
import { CommandError, badValue, invalidOptions, typeMismatch } from './errors';
import { compareValues, Doc, isPlainObject, renderValue } from './values';

/** The ICU version mongod 7.0 links: every resolved collation spec carries it, and a different one is refused. */
export const ICU_VERSION = '57.1';

/** The locales mongod 7.0 accepts (its ICU 57 collation data); `simple` is separate. */
const LOCALES = new Set(
  ('af am ar as az be bg bn bo bs bs_Cyrl ca chr cs cy da de de_AT dsb dz ee el en en_US en_US_POSIX eo es et fa fa_AF ' +
    'fi fil fo fr fr_CA ga gl gu ha haw he hi hr hsb hu hy id ig is it ja ka kk kl km kn ko kok ky lb lkt ln lo lt lv mk ' +
    'ml mn mr ms mt my nb ne nl nn om or pa pl ps pt ro ru se si sk sl smn sq sr sr_Latn sv sw ta te th to tr ug uk ur vi ' +
    'wae yi yo zh zh_Hant zu').split(' '),
);

/** `@collation=<type>` variants mongod accepts per locale, with the BCP 47 `co` value Intl.Collator takes for each. */
const COMMON_TYPES: Record<string, string> = { search: 'search', eor: 'eor', emoji: 'emoji' };
const LOCALE_TYPES: Record<string, Record<string, string>> = {
  ar: { compat: 'compat' },
  bn: { traditional: 'trad' },
  de: { phonebook: 'phonebk' },
  de_AT: { phonebook: 'phonebk' },
  es: { traditional: 'trad' },
  fi: { traditional: 'trad' },
  ja: { unihan: 'unihan' },
  kn: { traditional: 'trad' },
  ko: { unihan: 'unihan', searchjl: 'searchjl' },
  ln: { phonetic: 'phonetic' },
  si: { dictionary: 'dict' },
  sv: { standard: 'trad' }, // ICU 57's Swedish `standard` is what CLDR now calls `trad`
  vi: { traditional: 'trad' },
  zh: { standard: '', stroke: 'stroke', zhuyin: 'zhuyin', big5han: 'big5han', gb2312han: 'gb2312', unihan: 'unihan' },
  zh_Hant: { standard: '', pinyin: 'pinyin', zhuyin: 'zhuyin', big5han: 'big5han', gb2312han: 'gb2312', unihan: 'unihan' },
};

/** Intl's `sensitivity` for each strength Intl can express (ICU's strengths 4 and 5 it cannot). */
const SENSITIVITY: Record<number, 'base' | 'accent' | 'variant'> = { 1: 'base', 2: 'accent', 3: 'variant' };

/** One usable (non-simple) collation. Instances are shared per resolved spec, so `a === b` means the same collation. */
export class Collation {
  constructor(
    /** The spec as mongod shows it: every option resolved, in mongod's order, with `version`. */
    readonly spec: Doc,
    private readonly intl: Intl.Collator,
  ) {}

  readonly compareStrings = (a: string, b: string): number => {
    const c = this.intl.compare(a, b);
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  };

  /** BSON order with strings (also inside arrays and documents) compared by the collation. */
  readonly compareValues = (a: any, b: any): number => {
    const sa = stringOf(a);
    if (sa !== undefined) {
      const sb = stringOf(b);
      if (sb !== undefined) return this.compareStrings(sa, sb);
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const c = this.compareValues(a[i], b[i]);
        if (c) return c;
      }
      return Math.sign(a.length - b.length);
    }
    if (isPlainObject(a) && isPlainObject(b)) {
      const ka = Object.keys(a);
      const kb = Object.keys(b);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
        const c = this.compareValues(a[ka[i]], b[kb[i]]) || (ka[i] < kb[i] ? -1 : ka[i] > kb[i] ? 1 : 0);
        if (c) return c;
      }
      return Math.sign(ka.length - kb.length);
    }
    return compareValues(a, b);
  };

  readonly equals = (a: any, b: any): boolean => this.compareValues(a, b) === 0;
}

function stringOf(v: any): string | undefined {
  if (typeof v === 'string') return v;
  if (v !== null && typeof v === 'object' && v._bsontype === 'BSONSymbol') return String(v.valueOf());
  return undefined;
}

/** Whether a value's comparison can depend on a collation (it is or holds a string). */
export function hasStrings(v: any): boolean {
  if (stringOf(v) !== undefined) return true;
  if (Array.isArray(v)) return v.some(hasStrings);
  if (isPlainObject(v)) return Object.keys(v).some((k) => hasStrings(v[k]));
  return false;
}

const cache = new Map<string, Collation>();

/** mongod's name for a value's BSON type, as its IDL errors print it (documents arrive with numbers promoted). */
function typeName(v: any): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 'int' : 'double';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  switch (v._bsontype) {
    case 'Int32': return 'int';
    case 'Double': return 'double';
    case 'Long': return 'long';
    case 'Decimal128': return 'decimal';
    case 'ObjectId': return 'objectId';
    case 'Binary': return 'binData';
    case 'Timestamp': return 'timestamp';
    case 'BSONRegExp': return 'regex';
    case 'BSONSymbol': return 'symbol';
    case 'Code': return 'javascript';
    case 'MinKey': return 'minKey';
    case 'MaxKey': return 'maxKey';
  }
  return ArrayBuffer.isView(v) ? 'binData' : 'object';
}

const isNumeric = (v: any) => typeof v === 'number' || ['Int32', 'Double', 'Long', 'Decimal128'].includes(v?._bsontype);

interface Fields {
  locale?: string;
  strength?: number;
  caseLevel?: boolean;
  caseFirst?: string;
  numericOrdering?: boolean;
  alternate?: string;
  maxVariable?: string;
  normalization?: boolean;
  backwards?: boolean;
  version?: string;
}

const ENUMS: Record<string, string[]> = {
  caseFirst: ['upper', 'lower', 'off'],
  alternate: ['non-ignorable', 'shifted'],
  maxVariable: ['punct', 'space'],
};

/** First pass, in the document's order, like mongod's IDL parser: types, enumerations, the strength range, unknown fields. */
function readFields(d: Doc, path: string): Fields {
  const f: Fields = {};
  const wrong = (k: string, v: any, want: string) => typeMismatch(`BSON field '${path}.${k}' is the wrong type '${typeName(v)}', expected type '${want}'`);
  for (const [k, v] of Object.entries(d)) {
    const absent = v === null || v === undefined;
    switch (k) {
      case 'locale':
      case 'caseFirst':
      case 'alternate':
      case 'maxVariable':
      case 'version':
        if (absent) break;
        if (typeof v !== 'string') throw wrong(k, v, 'string');
        if (ENUMS[k] && !ENUMS[k].includes(v)) throw badValue(`Enumeration value '${v}' for field '${path}.${k}' is not a valid value.`);
        (f as any)[k] = v;
        break;
      case 'caseLevel':
      case 'numericOrdering':
      case 'normalization':
        if (absent) break;
        if (typeof v !== 'boolean') throw wrong(k, v, 'bool');
        (f as any)[k] = v;
        break;
      case 'backwards':
        if (typeof v !== 'boolean') throw typeMismatch(`Field 'backwards' should be a boolean value, but found: ${typeName(v)}`);
        f.backwards = v;
        break;
      case 'strength': {
        if (absent) break;
        if (!isNumeric(v)) throw typeMismatch(`BSON field '${path}.strength' is the wrong type '${typeName(v)}', expected types '[double, decimal, long, int]'`);
        const x = Number(typeof v === 'number' ? v : v.toString());
        const n = Number.isNaN(x) ? 0 : Math.max(-2147483648, Math.min(2147483647, Math.trunc(x)));
        if (n > 5) throw badValue(`BSON field 'strength' value must be <= 5, actual value '${n}'`);
        if (n < 0) throw badValue(`BSON field 'strength' value must be >= 0, actual value '${n}'`);
        if (n === 0) throw badValue(`Enumeration value '0' for field '${path}.strength' is not a valid value.`);
        f.strength = n;
        break;
      }
      default:
        throw new CommandError(40415, 'Location40415', `BSON field '${path}.${k}' is an unknown field.`);
    }
  }
  if (f.locale === undefined) throw new CommandError(40414, 'Location40414', `BSON field '${path}.locale' is missing but a required field`);
  return f;
}

/** The valid locale nearest an invalid one, for mongod's "Did you mean" hint: ICU's casing and separators, then shorter. */
function nearestLocale(locale: string): string | undefined {
  const [base, keyword] = locale.split('@', 2);
  const parts = base
    .split(/[_-]/)
    .filter(Boolean)
    .map((p, i) => (i === 0 ? p.toLowerCase() : p.length === 4 && /^[a-z]+$/i.test(p) ? p[0].toUpperCase() + p.slice(1).toLowerCase() : p.toUpperCase()));
  if (keyword !== undefined && localeBcp47(`${parts.join('_')}@${keyword}`)) return `${parts.join('_')}@${keyword}`;
  while (parts.length) {
    if (LOCALES.has(parts.join('_'))) return parts.join('_');
    parts.pop();
  }
  return undefined;
}

/** The BCP 47 tag of a locale mongod accepts (`de@collation=phonebook` -> `de-u-co-phonebk`), or undefined when it refuses it. */
function localeBcp47(locale: string): string | undefined {
  const at = locale.indexOf('@');
  const base = at < 0 ? locale : locale.slice(0, at);
  if (!LOCALES.has(base)) return undefined;
  const tag = base === 'en_US_POSIX' ? 'en-US-u-va-posix' : base.replace(/_/g, '-');
  if (at < 0) return tag;
  const m = /^collation=([a-z0-9]+)$/.exec(locale.slice(at + 1));
  if (!m) return undefined;
  const co = LOCALE_TYPES[base]?.[m[1]] ?? COMMON_TYPES[m[1]];
  if (co === undefined) return undefined;
  return co ? `${tag}-u-co-${co}` : tag;
}

/** mongod's defaults for a locale, from ICU's locale data (e.g. Danish upper case first, Thai ignores punctuation). */
function localeDefaults(locale: string, intl: Intl.Collator): { caseFirst: string; alternate: string; backwards: boolean } {
  const r = intl.resolvedOptions();
  return {
    caseFirst: r.caseFirst === 'upper' || r.caseFirst === 'lower' ? r.caseFirst : 'off',
    alternate: r.ignorePunctuation ? 'shifted' : 'non-ignorable',
    backwards: locale.split('@')[0] === 'fr_CA', // Canadian French compares accents from the end of the string
  };
}

const unsupported = (what: string) => invalidOptions(`collation ${what} is not supported by the embedded server`);

/**
 * Parses a collation document with mongod's checks, codes and messages. Returns null for `{locale: 'simple'}`.
 * `path` names the field in IDL messages (`collation`, `create.collation`).
 */
export function parseCollation(raw: unknown, path = 'collation'): Collation | null {
  if (!isPlainObject(raw)) throw typeMismatch(`BSON field '${path}' is the wrong type '${typeName(raw)}', expected type 'object'`);
  const f = readFields(raw, path);
  const locale = f.locale!;
  if (locale === 'simple') return null;
  const shown = renderValue(raw);
  if (locale.includes('\0')) throw badValue(`Field 'locale' cannot contain null byte. Collation spec: ${shown}`);
  if (!locale) throw badValue(`Field 'locale' cannot be the empty string in: ${shown}`);
  const tag = localeBcp47(locale);
  if (!tag) {
    const hint = nearestLocale(locale);
    throw badValue(`Field 'locale' is invalid in: ${shown}${hint && hint !== locale ? `. Did you mean '${hint}'?` : ''}`);
  }
  if (f.version !== undefined && f.version !== ICU_VERSION)
    throw new CommandError(161, 'IncompatibleCollationVersion', `Requested collation version ${f.version} but the only available collator version was ${ICU_VERSION}. Requested collation spec: ${shown}`);
  const strength = f.strength ?? 3;
  if (f.caseFirst !== undefined && f.caseFirst !== 'off' && !f.caseLevel && strength < 3)
    throw badValue(`'caseFirst' is invalid unless 'caseLevel' is on or 'strength' is greater than 2 in: ${shown}`);
  if (f.backwards === true && strength === 1) throw badValue(`'backwards' is invalid with 'strength' of 1 in: ${shown}`);

  // ECMA-402 spells ICU's `search` collation as usage 'search' rather than as a `co` type.
  const usage = tag.endsWith('-u-co-search') ? 'search' : 'sort';
  const intlTag = usage === 'search' ? tag.slice(0, -'-u-co-search'.length) : tag;
  const plain = new Intl.Collator(intlTag, { usage });
  const wantCo = usage === 'search' ? undefined : /-u-co-([a-z0-9]+)$/.exec(tag)?.[1];
  if (wantCo && plain.resolvedOptions().collation !== wantCo) throw unsupported(`type '${locale.split('=')[1]}' in locale '${locale}'`);
  const defaults = localeDefaults(locale, plain);
  const spec: Doc = {
    locale,
    caseLevel: f.caseLevel ?? false,
    caseFirst: f.caseFirst ?? defaults.caseFirst,
    strength,
    numericOrdering: f.numericOrdering ?? false,
    alternate: f.alternate ?? defaults.alternate,
    maxVariable: f.maxVariable ?? 'punct',
    normalization: f.normalization ?? false,
    backwards: f.backwards ?? defaults.backwards,
    version: ICU_VERSION,
  };
  const key = JSON.stringify(spec);
  const known = cache.get(key);
  if (known) return known;

  // What Intl.Collator cannot express is refused rather than approximated.
  if (strength > 3) throw unsupported(`strength ${strength}`);
  if (spec.normalization) throw unsupported(`normalization: true`);
  if (spec.backwards !== defaults.backwards) throw unsupported(`backwards: ${spec.backwards} for locale '${locale}'`);
  if (spec.alternate === 'shifted' && spec.maxVariable !== 'punct') throw unsupported(`maxVariable: '${spec.maxVariable}'`);
  let sensitivity: 'base' | 'accent' | 'case' | 'variant' = SENSITIVITY[strength];
  if (spec.caseLevel && strength < 3) sensitivity = strength === 1 ? 'case' : 'variant';
  const intl = new Intl.Collator(intlTag, {
    usage,
    sensitivity,
    numeric: spec.numericOrdering,
    caseFirst: spec.caseFirst === 'off' ? 'false' : spec.caseFirst,
    ignorePunctuation: spec.alternate === 'shifted', // ICU's alternate=shifted (maxVariable punct)
  });
  const made = new Collation(spec, intl);
  cache.set(key, made);
  return made;
}

/**
 * A collation from the catalog: a spec this server resolved itself, or (in data written before collation was
 * supported, when it was stored unchecked) anything; what cannot be used is read as simple rather than refusing to start.
 */
export function storedCollation(spec: unknown): Collation | null {
  if (spec === undefined || spec === null) return null;
  try {
    return parseCollation(spec);
  } catch {
    return null;
  }
}

/**
 * The collation an operation runs under: its own when given (an empty document counts as none), else the
 * collection's default.
 */
export function operationCollation(raw: unknown, collectionDefault: Collation | null | undefined): Collation | null {
  if (raw === undefined || (isPlainObject(raw) && Object.keys(raw).length === 0)) return collectionDefault ?? null;
  return parseCollation(raw);
}

/** Index or distinct helper: groups values into runs equal under the collation, in first-seen order of each run. */
export function groupByCollation<T>(items: T[], keyOf: (item: T) => any, collation: Collation): Array<{ key: any; items: T[] }> {
  const keys = items.map(keyOf);
  const order = items.map((_, i) => i).sort((x, y) => collation.compareValues(keys[x], keys[y]) || x - y);
  const groups: Array<{ key: any; items: T[]; first: number }> = [];
  let current: { key: any; items: T[]; first: number } | undefined;
  for (const i of order) {
    if (!current || collation.compareValues(current.key, keys[i]) !== 0) {
      current = { key: keys[i], items: [], first: i };
      groups.push(current);
    }
    current.items.push(items[i]);
  }
  return groups.sort((a, b) => a.first - b.first).map(({ key, items: members }) => ({ key, items: members }));
}
