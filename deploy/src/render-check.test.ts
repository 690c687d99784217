import fs from 'fs';
import os from 'os';
import path from 'path';
import type { RemoteRoutes } from '@forkful/topology';
import { lanesOf, pagesToVisit, renderCheck } from './render-check';

describe('render check', () => {
  it('visits every page once, a layout\'s children below it, params filled, access inherited', () => {
    const routes: RemoteRoutes = {
      schemaVersion: 1,
      claims: ['/dashboard/*', '/cooks/*'],
      pages: [
        { path: '/dashboard', module: 'Layout', access: 'signed-in', children: [{ index: true, module: 'Overview' }, { path: 'saved', module: 'Saved' }] },
        { path: '/cooks/:uid', module: 'CookPage' },
      ],
      nav: [],
    };
    expect(pagesToVisit(routes)).toEqual([
      { path: '/dashboard', url: '/dashboard', access: 'signed-in' },
      { path: '/dashboard/saved', url: '/dashboard/saved', access: 'signed-in' },
      { path: '/cooks/:uid', url: '/cooks/render-check', access: 'public' },
    ]);
  });

  it('visits signed-in pages in a lane of their own, and splits one long lane in two', () => {
    const page = (url: string, access = 'public') => ({ path: url, url, access });
    expect(lanesOf([page('/a'), page('/b', 'signed-in'), page('/c')])).toEqual([
      { signedIn: true, pages: [page('/b', 'signed-in')] },
      { signedIn: false, pages: [page('/a'), page('/c')] },
    ]);
    const five = ['/1', '/2', '/3', '/4', '/5'].map((url) => page(url));
    expect(lanesOf(five)).toEqual([{ signedIn: false, pages: five.slice(0, 3) }, { signedIn: false, pages: five.slice(3) }]);
  });

  it('has nothing to render against in a store without a live shell (a first deploy)', async () => {
    const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-check-'));
    try {
      const routes: RemoteRoutes = { schemaVersion: 1, claims: ['/x'], pages: [{ path: '/x', module: 'X' }], nav: [] };
      await expect(renderCheck({ storeDir, app: { name: 'x', federationName: 'mfe_x' }, dir: storeDir, routes })).resolves.toEqual([]);
    } finally {
      fs.rmSync(storeDir, { recursive: true, force: true });
    }
  });
});
