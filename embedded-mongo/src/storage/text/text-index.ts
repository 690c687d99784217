import type { DocEntry } from '../doc-entry';
import { CommandError } from '../../common/errors';
import { Doc, getPath, isPlainObject } from '../../common/values';
import { findLanguage, TextLanguage, tokenize } from './language';

/** One indexed string of a document with the language and weight it is scored with. */
interface TextElement {
  text: string;
  language: TextLanguage;
  weight: number;
}

/**
 * A text index: the parsed spec plus an inverted index (term -> document id -> score) kept up to date on every write,
 * so a $text search reads only the documents that hold one of its terms.
 */
export class TextIndex {
  readonly weights = new Map<string, number>();
  /** Weighted field names in byte order (mongod walks them with lower_bound). */
  private readonly names: string[];
  readonly wildcard: boolean;
  readonly defaultLanguage: TextLanguage;
  readonly languageOverride: string;
  /** Key fields before the text part: a $text query needs equality on each. */
  readonly prefixFields: string[] = [];
  private readonly postings = new Map<string, Map<string, number>>();
  private readonly termsOfDoc = new Map<string, string[]>();

  constructor(spec: Doc) {
    let wildcard = false;
    for (const [f, w] of Object.entries(spec.weights as Doc)) {
      if (f === '$**') wildcard = true;
      else this.weights.set(f, Number(w));
    }
    this.wildcard = wildcard;
    this.names = [...this.weights.keys()].sort();
    this.defaultLanguage = findLanguage(spec.default_language ?? 'english') ?? findLanguage('english')!;
    this.languageOverride = spec.language_override ?? 'language';
    for (const f of Object.keys(spec.key)) {
      if (f === '_fts') break;
      this.prefixFields.push(f);
    }
  }

  // ------------------------------------------------------------ documents

  /** The language a (sub)document asks for, or mongod's error for a bad language_override value. */
  private languageOf(obj: Doc, current: TextLanguage, strict: boolean): TextLanguage {
    const v = obj[this.languageOverride];
    if (v === undefined) return current;
    if (typeof v !== 'string') {
      if (strict) throw new CommandError(17261, 'Location17261', 'found language override field in document with non-string type');
      return current;
    }
    const lang = findLanguage(v);
    if (!lang) {
      if (strict) throw new CommandError(17262, 'Location17262', `language override unsupported: ${v}`);
      return current;
    }
    return lang;
  }

  /** The first weighted name not before `name` (std::map::lower_bound). */
  private lowerBound(name: string): string | undefined {
    let lo = 0;
    let hi = this.names.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.names[mid] < name) lo = mid + 1;
      else hi = mid;
    }
    return this.names[lo];
  }

  /** The indexed strings of a document, walked like mongod's FTSElementIterator. */
  elements(doc: Doc, strict = false): TextElement[] {
    const out: TextElement[] = [];
    const walk = (obj: any, lang: TextLanguage, parent: string, inArray: boolean) => {
      const frameLang = isPlainObject(obj) ? this.languageOf(obj, lang, strict) : lang;
      for (const [field, value] of Object.entries(obj)) {
        if (this.wildcard && field === this.languageOverride) continue;
        const dotted = !parent ? field : inArray ? parent : `${parent}.${field}`;
        const isObject = isPlainObject(value);
        const bound = this.lowerBound(isObject ? dotted + '.' : dotted);
        if (!this.wildcard && (bound === undefined || !(bound === dotted || bound.startsWith(dotted + '.')))) continue;
        const exact = bound === dotted;
        const weight = bound !== undefined ? this.weights.get(bound)! : 1;
        if (typeof value === 'string') {
          if (exact || this.wildcard) out.push({ text: value, language: frameLang, weight });
        } else if (isObject) {
          if (!exact || this.wildcard) walk(value, frameLang, dotted, false);
        } else if (Array.isArray(value)) {
          if (!inArray || this.wildcard) walk(value, frameLang, dotted, true);
        }
      }
    };
    walk(doc, this.defaultLanguage, '', false);
    return out;
  }

  /** Refuses a document mongod would not index (bad language override, array in a prefix field). */
  validate(doc: Doc): void {
    for (const f of this.prefixFields)
      if (Array.isArray(getPath(doc, f))) throw new CommandError(16675, 'Location16675', 'cannot have a multi-key as a prefix to a text index');
    this.elements(doc, true);
  }

  /** mongod's per-term score of a document: for each string, repeats decay (1, 1/2, 1/4...), scaled by the term's share. */
  scoreDocument(doc: Doc): Map<string, number> {
    const scores = new Map<string, number>();
    for (const { text, language, weight } of this.elements(doc)) {
      const terms = new Map<string, { count: number; freq: number; exp: number }>();
      let numTokens = 0;
      for (const term of tokenize(text, language, { filterStopWords: true })) {
        let t = terms.get(term);
        if (!t) terms.set(term, (t = { count: 0, freq: 0, exp: 0 }));
        t.exp = t.exp ? t.exp * 2 : 1;
        t.count++;
        t.freq += 1 / t.exp;
        numTokens++;
      }
      for (const [term, t] of terms) {
        const coeff = (0.5 * t.count) / numTokens + 0.5;
        // A field that is exactly the term gets a small boost.
        const adjustment = Buffer.byteLength(text) === Buffer.byteLength(term) && text.toLowerCase() === term.toLowerCase() ? 1.1 : 1;
        scores.set(term, (scores.get(term) ?? 0) + weight * t.freq * coeff * adjustment);
      }
    }
    return scores;
  }

  // ------------------------------------------------------------ inverted index

  onWrite(oldE: DocEntry | undefined, newE: DocEntry | undefined): void {
    if (oldE) this.removeDoc(oldE.id);
    if (newE) this.addDoc(newE);
  }

  private addDoc(e: DocEntry): void {
    const scores = this.scoreDocument(e.doc);
    if (!scores.size) return;
    for (const [term, score] of scores) {
      let docs = this.postings.get(term);
      if (!docs) this.postings.set(term, (docs = new Map()));
      docs.set(e.id, score);
    }
    this.termsOfDoc.set(e.id, [...scores.keys()]);
  }

  private removeDoc(id: string): void {
    const terms = this.termsOfDoc.get(id);
    if (!terms) return;
    this.termsOfDoc.delete(id);
    for (const term of terms) {
      const docs = this.postings.get(term);
      if (!docs) continue;
      docs.delete(id);
      if (!docs.size) this.postings.delete(term);
    }
  }

  build(entries: Iterable<DocEntry>, validate: boolean): void {
    const list = [...entries];
    if (validate) for (const e of list) this.validate(e.doc);
    for (const e of list) this.addDoc(e);
  }

  /** Document id -> summed score over the given (distinct) terms: mongod's TEXT_OR stage. */
  candidates(terms: Iterable<string>): Map<string, number> {
    const out = new Map<string, number>();
    for (const term of terms) {
      const docs = this.postings.get(term);
      if (docs) for (const [id, s] of docs) out.set(id, (out.get(id) ?? 0) + s);
    }
    return out;
  }
}
