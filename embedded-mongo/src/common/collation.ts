/**
 * Collation documents, parsed and checked as mongod 7.0 does, and compared with Node's ICU (Intl.Collator).
 * `null` everywhere means the simple (binary) collation, which costs nothing.
 */
import { CommandError, badValue, invalidOptions, typeMismatch } from './errors';
import { compareValues, Doc, isPlainObject, renderValue } from './values';
import { readFields, typeName } from './collation-fields';
import { localeBcp47, localeDefaults, nearestLocale } from './collation-locales';

/** The ICU version mongod 7.0 links: every resolved collation spec carries it, and a different one is refused. */
const ICU_VERSION = '57.1';

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
