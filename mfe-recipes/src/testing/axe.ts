import axe from 'axe-core';

/**
 * Rules about the whole document, which the shell owns (its <html lang>, <title>, <main> and skip link): a remote's
 * page rendered alone in jsdom has none of them. color-contrast needs layout, which jsdom lacks (the browser tests
 * check it in both themes).
 */
const DOCUMENT_RULES = ['document-title', 'html-has-lang', 'landmark-one-main', 'page-has-heading-one', 'region', 'color-contrast'];

/**
 * Every axe-core violation (all rules, best practices included, but those of the shell's document) in the rendered
 * document now, one line each: `rule: target, target`. Empty when axe finds nothing.
 */
export async function axeViolations(): Promise<string[]> {
  const rules = Object.fromEntries(DOCUMENT_RULES.map((rule) => [rule, { enabled: false }]));
  // axe draws text on a canvas to tell icon fonts apart; jsdom has none and logs an error each time it is asked.
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const result = await axe.run(document, { rules, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  } finally {
    getContext.mockRestore();
  }
}
