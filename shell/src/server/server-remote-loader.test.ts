import type { RemoteRegistry } from '@forkful/topology';
import { modulesRendering, serverRemoteLoader } from './server-remote-loader';

const routes = (pages: object[]) => ({ schemaVersion: 1, claims: [], pages, nav: [] }) as unknown as RemoteRegistry['remotes'][number]['routes'];
const registry = {
  remotes: [
    { name: 'mfe_public', routes: routes([{ path: '/', module: 'HomePage' }, { path: '*', module: 'NotFoundPage', catchAll: true }]) },
    { name: 'mfe_recipes', routes: routes([{ path: '/cooks/:uid', module: 'CookPage' }]) },
  ],
} as unknown as RemoteRegistry;

function Page() {
  return null;
}

describe('modulesRendering', () => {
  it('is the page that matches, or the catch-all page when none does', () => {
    expect(modulesRendering(registry, '/cooks/ada')).toEqual(['mfe_recipes/CookPage']);
    expect(modulesRendering(registry, '/')).toEqual(['mfe_public/HomePage']);
    expect(modulesRendering(registry, '/no/such/page')).toEqual(['mfe_public/NotFoundPage']);
    expect(modulesRendering({ remotes: [] }, '/x')).toEqual([]);
  });
});

describe('serverRemoteLoader', () => {
  const soon = () => Date.now() + 100;

  it('answers loaded(id) with the page the container gave', async () => {
    const { loader, missing } = await serverRemoteLoader(['mfe_recipes/CookPage'], async () => ({ pages: { CookPage: Page } }), soon());
    expect(loader.loaded?.('mfe_recipes/CookPage')).toBe(Page);
    expect(missing).toEqual([]);
  });

  it('leaves out a container that throws, hangs past the deadline, or gives no such page', async () => {
    const load = async (name: string) => {
      if (name === 'mfe_a') throw new Error('broken build');
      if (name === 'mfe_b') return new Promise<never>(() => undefined);
      return { pages: { Other: Page, Garbage: 42 } };
    };
    const ids = ['mfe_a/Page', 'mfe_b/Page', 'mfe_c/Page', 'mfe_c/Garbage', 'mfe_c/Other'];
    const { loader, missing } = await serverRemoteLoader(ids, load, Date.now() + 50);
    expect(missing).toEqual(['mfe_a/Page', 'mfe_b/Page', 'mfe_c/Page', 'mfe_c/Garbage']);
    expect(loader.loaded?.('mfe_c/Other')).toBe(Page);
    await expect(loader.load('mfe_a/Page')).rejects.toThrow('not loaded on the server');
  });

  it('does not take a page from the prototype chain', async () => {
    const { missing } = await serverRemoteLoader(['mfe_c/constructor'], async () => ({ pages: {} }), soon());
    expect(missing).toEqual(['mfe_c/constructor']);
  });
});
