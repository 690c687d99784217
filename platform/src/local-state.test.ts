import path from 'node:path';
import { dataRoot, localStatePaths } from './local-state';
import { REPO_ROOT } from './workspaces';

describe('the local state', () => {
  it('lives in <repo>/.data unless FORKFUL_DATA_DIR says otherwise', () => {
    expect(dataRoot({})).toBe(path.join(REPO_ROOT, '.data'));
    expect(dataRoot({ FORKFUL_DATA_DIR: '   ' })).toBe(path.join(REPO_ROOT, '.data'));
    expect(dataRoot({ FORKFUL_DATA_DIR: ' /var/forkful ' })).toBe('/var/forkful');
    expect(dataRoot({ FORKFUL_DATA_DIR: 'relative/state' })).toBe(path.resolve('relative/state'));
  });

  it('keeps each kind of state in its own folder under the root', () => {
    expect(localStatePaths('/state')).toEqual({ root: '/state', db: '/state/db', auth: '/state/auth', deploy: '/state/deploy', metricsTokenFile: '/state/metrics-token.json' });
  });

  it('is the repository root two folders above this file', () => {
    expect(require(path.join(REPO_ROOT, 'package.json')).name).toBe('forkful');
  });
});
