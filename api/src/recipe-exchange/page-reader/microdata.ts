import type { SchemaOrgObject } from '@forkful/domain/schema-org';
import type { CheerioAPI } from 'cheerio';

type HtmlNode = ReturnType<CheerioAPI>[number];

/** Bounds on a hostile page: elements looked at for one page's items, and how deep items nest. */
const MAX_ELEMENTS = 20_000;
const MAX_ITEM_DEPTH = 8;

/** Properties kept as lists even with one value: one ingredient is still a list of ingredients. */
const LIST_PROPERTIES = new Set(['recipeIngredient', 'ingredients', 'recipeInstructions']);
/** Properties whose element's HTML is kept, not its text, so the reader can split paragraphs and list items. */
const HTML_PROPERTIES = new Set(['recipeInstructions']);
/** Where the microdata specification takes an element's value from, by tag. */
const URL_ATTRIBUTES: Record<string, string> = {
  a: 'href', area: 'href', link: 'href',
  img: 'src', audio: 'src', embed: 'src', iframe: 'src', source: 'src', track: 'src', video: 'src',
  object: 'data',
};

const RECIPE_TYPE = /^https?:\/\/schema\.org\/Recipe$/i;

/** The types an `itemtype` names, by their last path segment (`http://schema.org/HowToStep` is `HowToStep`). */
function typesOf(itemtype: string | undefined): string[] {
  return (itemtype ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((type) => type.replace(/\/+$/, '').split('/').pop() ?? type);
}

/** Walks an item's properties: each element with an `itemprop` under it, not crossing into a nested item. */
class ItemReader {
  private elements = 0;

  constructor(private readonly $: CheerioAPI) {}

  item(element: HtmlNode, depth: number): SchemaOrgObject {
    const values = new Map<string, unknown[]>();
    const pending = this.$(element).children().toArray().reverse();
    while (pending.length > 0 && this.elements < MAX_ELEMENTS) {
      const node = pending.pop() as HtmlNode;
      this.elements += 1;
      const $node = this.$(node);
      const names = ($node.attr('itemprop') ?? '').split(/\s+/).filter(Boolean);
      if (names.length > 0) {
        const value = this.value(node, names, depth);
        for (const name of names) {
          const list = values.get(name);
          if (list) list.push(value);
          else values.set(name, [value]);
        }
      }
      if ($node.attr('itemscope') === undefined) pending.push(...$node.children().toArray().reverse());
    }
    const types = typesOf(this.$(element).attr('itemtype'));
    const item: SchemaOrgObject = types.length > 0 ? { '@type': types.length === 1 ? types[0] : types } : {};
    for (const [name, list] of values) item[name] = list.length === 1 && !LIST_PROPERTIES.has(name) ? list[0] : list;
    return item;
  }

  /** A property's value as the microdata specification reads it, a nested item as an object. */
  private value(node: HtmlNode, names: string[], depth: number): unknown {
    const $node = this.$(node);
    if ($node.attr('itemscope') !== undefined) {
      return depth < MAX_ITEM_DEPTH ? this.item(node, depth + 1) : $node.text();
    }
    const tag = 'tagName' in node ? node.tagName.toLowerCase() : '';
    const attribute =
      tag === 'meta' ? 'content' : tag === 'time' ? 'datetime' : tag === 'data' || tag === 'meter' ? 'value' : URL_ATTRIBUTES[tag];
    const attributeValue = attribute ? $node.attr(attribute) : undefined;
    if (attributeValue !== undefined) return attributeValue;
    // Not in the specification, but common: <span itemprop="prepTime" content="PT15M">15 minutes</span>.
    const content = $node.attr('content');
    if (content !== undefined) return content;
    return names.some((name) => HTML_PROPERTIES.has(name)) ? ($node.html() ?? '') : $node.text();
  }
}

/**
 * A page's schema.org Recipe microdata items as JSON-LD-shaped objects, in document order, at most `max`:
 * `{ '@type': 'Recipe', name, recipeIngredient: [...], recipeInstructions: [...], ... }`, nested items (HowToStep,
 * NutritionInformation, Person, ImageObject) as objects with their own `@type`.
 */
export function microdataRecipes($: CheerioAPI, max: number): SchemaOrgObject[] {
  const reader = new ItemReader($);
  return $('[itemscope][itemtype]')
    .toArray()
    .filter((element) => ($(element).attr('itemtype') ?? '').split(/\s+/).some((type) => RECIPE_TYPE.test(type)))
    .slice(0, max)
    .map((element) => reader.item(element, 0));
}
