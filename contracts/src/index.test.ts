import * as legacy from './index';
import { sessionStore } from '@forkful/runtime';

/**
 * Every name each entry of `@forkful/contracts` exported when it was split (read from its dist then): remotes built
 * before may use any, the main entry in the browser (shared) and every entry in their server bundles.
 */
import NAMES_AT_THE_SPLIT from './names-at-the-split.json';

const ENTRIES: Record<string, () => Record<string, unknown>> = {
  '.': () => legacy,
  core: () => require('./core'),
  query: () => require('./query'),
  ingredients: () => require('./ingredients'),
  routes: () => require('./routes'),
  'routes-schema': () => require('./routes-schema'),
};

describe('@forkful/contracts, the frozen surface of remotes built before the split', () => {
  it.each(Object.keys(NAMES_AT_THE_SPLIT))('entry %s still exports every name it had', (entry) => {
    const exported = ENTRIES[entry]();
    const missing = (NAMES_AT_THE_SPLIT as Record<string, string[]>)[entry].filter((name) => exported[name] === undefined);
    expect(missing).toEqual([]);
  });

  it('has a package entry for each of them (the server bundles require them by path)', () => {
    for (const entry of Object.keys(NAMES_AT_THE_SPLIT).filter((name) => name !== '.')) {
      expect(require(`../${entry}/package.json`).main).toBe(`../dist/${entry}.js`);
    }
  });

  it('shares the runtime singleton: an older remote reads the session the shell fills', () => {
    expect(legacy.sessionStore).toBe(sessionStore);
  });

  it('keeps the old paths and calls', () => {
    expect(legacy.COOK_API_PATHS.savedRecipe('a/b')).toBe('/saved-recipes/a%2Fb');
    expect(legacy.COOK_API_PATHS.cookRecipes('u1')).toBe('/cooks/u1/recipes');
    expect(Object.keys(legacy.recipesApi).sort()).toEqual(['add', 'all', 'get', 'like', 'mine', 'page', 'remove', 'stats', 'top', 'update']);
  });
});
