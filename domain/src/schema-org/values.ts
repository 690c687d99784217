/**
 * Reading schema.org values whose shape nobody promises: any property may be a string, a number, an array, an object
 * or missing. Each helper takes `unknown` and never throws.
 */
import { decodeEntities } from './text';

/** A JSON object: write-recipe's SchemaOrgObject is the same type. */
export type JsonObject = Record<string, unknown>;

/** Entries read from one list-valued property (its nested lists too): a bound on hostile files. */
export const MAX_LIST_ENTRIES = 1000;

export function isSchemaObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property of an object, only its own (a key like `constructor` never reads the prototype). */
export function propertyOf(node: unknown, key: string): unknown {
  return isSchemaObject(node) && Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined;
}

/** A value as a flat list: a lone value is a list of one, nested arrays are flattened, at most MAX_LIST_ENTRIES. */
export function listOf(value: unknown): unknown[] {
  const entries: unknown[] = [];
  const visit = (item: unknown, depth: number): void => {
    if (entries.length >= MAX_LIST_ENTRIES || item === undefined || item === null) return;
    if (!Array.isArray(item)) {
      entries.push(item);
      return;
    }
    if (depth >= 4) return;
    for (const nested of item.slice(0, MAX_LIST_ENTRIES)) visit(nested, depth + 1);
  };
  visit(value, 0);
  return entries;
}

/** The raw text of a value: a string, a finite number, or a JSON-LD value object's `@value`. */
export function rawTextOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const inner = propertyOf(value, '@value');
  if (typeof inner === 'string') return inner;
  if (typeof inner === 'number' && Number.isFinite(inner)) return String(inner);
  return undefined;
}

/** The raw texts of a value that may be one text or a list of them. */
export function rawTextsOf(value: unknown): string[] {
  return listOf(value)
    .map(rawTextOf)
    .filter((text): text is string => text !== undefined);
}

const SCHEMA_ORG_PREFIX = /^(?:https?:\/\/schema\.org\/|schema:)/i;

/** A type or enumeration name without its schema.org prefix: `https://schema.org/VeganDiet` is `VeganDiet`. */
export function schemaOrgName(value: string): string {
  return value.trim().replace(SCHEMA_ORG_PREFIX, '');
}

/** Whether an object's `@type` (a string or an array) names Recipe, plain or as a schema.org IRI. */
export function isRecipeNode(value: unknown): value is JsonObject {
  return rawTextsOf(propertyOf(value, '@type')).some((type) => schemaOrgName(type).toLowerCase() === 'recipe');
}

/**
 * A usable http(s) address (a text, never a number) of at most `maxLength` characters, resolved against `baseUrl` when
 * relative.
 */
export function httpUrlOf(value: unknown, baseUrl: string | undefined, maxLength: number): string | undefined {
  const inner = propertyOf(value, '@value');
  const raw = typeof value === 'string' ? value : typeof inner === 'string' ? inner : undefined;
  const text = raw && raw.length <= maxLength ? decodeEntities(raw).trim() : undefined;
  if (!text) return undefined;
  const url = parseUrl(text) ?? (baseUrl ? parseUrl(text, baseUrl) : undefined);
  if (!url) return undefined;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const href = url.href;
  return href.length <= maxLength ? href : undefined;
}

function parseUrl(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}
