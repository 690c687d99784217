import { findSchemaOrgRecipes, type SchemaOrgObject } from '@forkful/domain/schema-org';
import * as cheerio from 'cheerio';
import { jsonLdValues } from './json-ld-blocks';
import { microdataRecipes } from './microdata';

/** Recipes kept from one page: a page of more is a list, and the import takes its first. */
export const MAX_PAGE_RECIPES = 20;

/**
 * The schema.org Recipe objects of an HTML page, in document order: its JSON-LD (`@graph`, arrays, type arrays; a
 * broken block is skipped) and, where it has none, its microdata as the same JSON shape.
 *
 * `charset` is the one the answer's Content-Type named: it wins over the page's own `<meta charset>`, as in a browser;
 * without either, UTF-8. At most MAX_PAGE_RECIPES; the work on a hostile page is bounded (json-ld-blocks.ts,
 * microdata.ts, and findSchemaOrgRecipes' depth and count).
 */
export function readRecipePage(html: Buffer, charset?: string): SchemaOrgObject[] {
  const $ = cheerio.loadBuffer(html, {
    encoding: { ...(charset ? { transportLayerEncodingLabel: charset } : {}), defaultEncoding: 'utf-8' },
  });
  const recipes: SchemaOrgObject[] = [];
  for (const value of jsonLdValues($)) {
    recipes.push(...findSchemaOrgRecipes(value).slice(0, MAX_PAGE_RECIPES - recipes.length));
    if (recipes.length >= MAX_PAGE_RECIPES) return recipes;
  }
  return recipes.length > 0 ? recipes : microdataRecipes($, MAX_PAGE_RECIPES);
}
