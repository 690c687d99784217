import { fixtureRegistry } from '../../testing/remote-fixtures';
import { applyPreview, parsePreview, resolvePreview } from './version-preview';

const V1 = '20261123T150102123Z-03ba8de';
const V2 = '20261124T090000000Z-1234567';

/** The three remotes as a deployed shell's server lists them: two on versioned manifests, one on a dev server. */
function registry() {
  const live = fixtureRegistry();
  const [dashboard, publicRemote, recipes] = live.remotes;
  dashboard.manifest = 'http://localhost:3003/mf-manifest.json';
  publicRemote.manifest = 'http://cdn.test/public/versions/20261101T000000000Z-aaaaaaa/mf-manifest.json';
  publicRemote.version = '20261101T000000000Z-aaaaaaa';
  recipes.manifest = 'http://cdn.test/recipes/versions/20261101T000000000Z-bbbbbbb/mf-manifest.json';
  recipes.version = '20261101T000000000Z-bbbbbbb';
  return live;
}

describe('version preview', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads app@version pairs by short or federation name of a registry remote; anything else is left out', () => {
    const { remotes } = registry();
    expect(parsePreview(`recipes@${V1}, mfe_dashboard@${V2}`, remotes)).toEqual({ mfe_recipes: V1, mfe_dashboard: V2 });
    expect(parsePreview(`mfe-public@${V1}`, remotes)).toEqual({ mfe_public: V1 });
    expect(parsePreview(`shell@${V1},pantry@${V1},mfe_pantry@${V1},recipes@../../x,public@latest,recipes`, remotes)).toEqual({});
  });

  it('knows a remote only the registry names (no list is compiled into the shell)', () => {
    const live = registry();
    live.remotes.push({ ...live.remotes[0], name: 'mfe_pantry', app: 'pantry' });
    expect(parsePreview(`pantry@${V1}`, live.remotes)).toEqual({ mfe_pantry: V1 });
  });

  it("points a previewed remote's manifest and version at that version below the same base, the others unchanged", () => {
    const live = registry();
    const previewed = applyPreview(live, { mfe_recipes: V1, mfe_dashboard: V2 });
    const [dashboard, publicRemote, recipes] = previewed.remotes;
    expect(recipes).toMatchObject({ name: 'mfe_recipes', version: V1, manifest: `http://cdn.test/recipes/versions/${V1}/mf-manifest.json` });
    expect(dashboard).toMatchObject({ name: 'mfe_dashboard', version: V2, manifest: `http://localhost:3003/versions/${V2}/mf-manifest.json` });
    expect(publicRemote).toEqual(live.remotes[1]);
    // The routes stay the current version's: the registry knows no other (see applyPreview).
    expect(recipes.routes).toBe(live.remotes[2].routes);
    expect(live.remotes[2].version).toBe('20261101T000000000Z-bbbbbbb');
  });

  it('remembers a preview for the session until ?preview=off', () => {
    const { remotes } = registry();
    expect(resolvePreview(`?preview=recipes@${V1}`, sessionStorage, true, remotes)).toEqual({ mfe_recipes: V1 });
    expect(resolvePreview('', sessionStorage, true, remotes)).toEqual({ mfe_recipes: V1 });
    expect(resolvePreview(`?preview=public@${V2}`, sessionStorage, true, remotes)).toEqual({ mfe_recipes: V1, mfe_public: V2 });
    expect(resolvePreview('?preview=off', sessionStorage, true, remotes)).toEqual({});
    expect(resolvePreview('', sessionStorage, true, remotes)).toEqual({});
  });

  it('forgets a remembered preview of a remote that has left the registry', () => {
    const { remotes } = registry();
    resolvePreview(`?preview=recipes@${V1},public@${V2}`, sessionStorage, true, remotes);
    const withoutRecipes = remotes.filter((remote) => remote.name !== 'mfe_recipes');
    expect(resolvePreview('', sessionStorage, true, withoutRecipes)).toEqual({ mfe_public: V2 });
  });

  it('does nothing, and forgets any remembered preview, where the configuration does not allow it', () => {
    const { remotes } = registry();
    resolvePreview(`?preview=recipes@${V1}`, sessionStorage, true, remotes);
    expect(resolvePreview(`?preview=recipes@${V1}`, sessionStorage, false, remotes)).toEqual({});
    expect(resolvePreview('', sessionStorage, true, remotes)).toEqual({});
  });
});
