import { deploymentBaseOf, isVersionId, versionedManifestUrl } from './deployments';

describe('deployment URLs', () => {
  it('accepts the ids the deploy tool makes and nothing that could leave the versions folder', () => {
    expect(isVersionId('20261123T150102123Z-03ba8de')).toBe(true);
    for (const bad of ['', 'latest', '../20261123T150102123Z-03ba8de', '20261123T150102123Z-03ba8de/../x', '20261123T150102Z-03ba8de', 42]) {
      expect(isVersionId(bad)).toBe(false);
    }
  });

  it('goes from a base to a version manifest and back', () => {
    const url = versionedManifestUrl('https://cdn.test/recipes/', '20261123T150102123Z-03ba8de');
    expect(url).toBe('https://cdn.test/recipes/versions/20261123T150102123Z-03ba8de/mf-manifest.json');
    expect(deploymentBaseOf(url)).toBe('https://cdn.test/recipes');
    expect(deploymentBaseOf('http://localhost:3002/mf-manifest.json')).toBe('http://localhost:3002');
  });
});
