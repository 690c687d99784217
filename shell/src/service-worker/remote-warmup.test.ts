import { exposedFileUrls, isVersionedManifest } from './remote-warmup';

const MANIFEST = 'https://remotes.forkful.test/dashboard/versions/20261123T150102123Z-03ba8de/mf-manifest.json';

describe("keeping a remote version's pages for reading offline", () => {
  it("lists every file of its exposed pages, their later chunks included, beside the manifest", () => {
    const manifest = {
      exposes: [
        { assets: { js: { sync: ['79.4183a0a2.js', '__federation_expose_AddRecipePage.e91be88c.js'], async: ['325.fdb97c13.js'] }, css: { sync: [], async: [] } } },
        { assets: { js: { sync: ['79.4183a0a2.js'], async: [] } } },
      ],
    };
    expect(exposedFileUrls(manifest, MANIFEST)).toEqual([
      'https://remotes.forkful.test/dashboard/versions/20261123T150102123Z-03ba8de/79.4183a0a2.js',
      'https://remotes.forkful.test/dashboard/versions/20261123T150102123Z-03ba8de/__federation_expose_AddRecipePage.e91be88c.js',
      'https://remotes.forkful.test/dashboard/versions/20261123T150102123Z-03ba8de/325.fdb97c13.js',
    ]);
  });

  it('follows no file outside the version folder, and reads a manifest without exposes as none', () => {
    const manifest = { exposes: [{ assets: { js: { sync: ['../../other.js', 'https://elsewhere.test/x.js', 42] } } }] };
    expect(exposedFileUrls(manifest as never, MANIFEST)).toEqual([]);
    expect(exposedFileUrls({}, MANIFEST)).toEqual([]);
  });

  it("warms only a deployed version's manifest", () => {
    expect(isVersionedManifest(MANIFEST)).toBe(true);
    expect(isVersionedManifest('http://127.0.0.1:3002/mf-manifest.json')).toBe(false);
  });
});
