import { applyPreview, parsePreview, resolvePreview } from './version-preview';

const V1 = '20261123T150102123Z-03ba8de';
const V2 = '20261124T090000000Z-1234567';
const REMOTES = {
  mfe_public: 'http://localhost:3001/versions/20261101T000000000Z-aaaaaaa/mf-manifest.json',
  mfe_recipes: 'http://localhost:3002/versions/20261101T000000000Z-bbbbbbb/mf-manifest.json',
  mfe_dashboard: 'http://localhost:3003/mf-manifest.json',
};

describe('version preview', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads app@version pairs by short or federation name and leaves out anything malformed', () => {
    expect(parsePreview(`recipes@${V1}, mfe_dashboard@${V2}`)).toEqual({ mfe_recipes: V1, mfe_dashboard: V2 });
    expect(parsePreview(`shell@${V1},nope@${V1},recipes@../../x,public@latest,recipes`)).toEqual({});
  });

  it('points a previewed remote at that version below the same deployment base, the others unchanged', () => {
    expect(applyPreview(REMOTES, { mfe_recipes: V1, mfe_dashboard: V2 })).toEqual({
      mfe_public: REMOTES.mfe_public,
      mfe_recipes: `http://localhost:3002/versions/${V1}/mf-manifest.json`,
      mfe_dashboard: `http://localhost:3003/versions/${V2}/mf-manifest.json`,
    });
  });

  it('remembers a preview for the session until ?preview=off', () => {
    expect(resolvePreview(`?preview=recipes@${V1}`, sessionStorage, true)).toEqual({ mfe_recipes: V1 });
    expect(resolvePreview('', sessionStorage, true)).toEqual({ mfe_recipes: V1 });
    expect(resolvePreview(`?preview=public@${V2}`, sessionStorage, true)).toEqual({ mfe_recipes: V1, mfe_public: V2 });
    expect(resolvePreview('?preview=off', sessionStorage, true)).toEqual({});
    expect(resolvePreview('', sessionStorage, true)).toEqual({});
  });

  it('does nothing, and forgets any remembered preview, where the configuration does not allow it', () => {
    resolvePreview(`?preview=recipes@${V1}`, sessionStorage, true);
    expect(resolvePreview(`?preview=recipes@${V1}`, sessionStorage, false)).toEqual({});
    expect(resolvePreview('', sessionStorage, true)).toEqual({});
  });
});
