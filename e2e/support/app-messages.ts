/**
 * An app's messages as its source spells them (`<app>/src/i18n/messages/<language>.ts`), so a browser test expects the
 * words the built app ships without copying them: `'key': 'text',` read from the file, formatted as the app formats
 * it (ICU, through intl-messageformat, numbers in the language's digits).
 */
import * as fs from 'fs';
import * as path from 'path';
import { IntlMessageFormat } from 'intl-messageformat';
import { REPO_ROOT } from './stack';

/** The text of `key` in an app's messages file, as written there (a single-quoted string literal). */
export function sourceMessage(app: string, language: string, key: string): string {
  const file = path.join(REPO_ROOT, app, 'src', 'i18n', 'messages', `${language}.ts`);
  const source = fs.readFileSync(file, 'utf8');
  const quoted = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`['"]${quoted}['"]:\\s*'((?:[^'\\\\]|\\\\.)*)'`).exec(source);
  if (!match) throw new Error(`${path.relative(REPO_ROOT, file)} has no message '${key}' written as a string literal`);
  return match[1].replace(/\\(.)/g, '$1');
}

/** The message of `key` formatted in `language` with `values`, as the app shows it. */
export function formattedMessage(app: string, language: string, key: string, values: Record<string, string | number> = {}): string {
  return String(new IntlMessageFormat(sourceMessage(app, language, key), language).format(values));
}

/** Digits 0-9 as Bangla writes them. */
export const BANGLA_DIGITS = /[০-৯]/;
