import { routes } from '../../app/routes';
import { earlyRemotePage } from './early-remotes';
import { remoteModulesAt } from './preload-route-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../auth/lib/auth-service', () => ({ logout: jest.fn(), ensureAuth: jest.fn(), useSessionIsProvisional: () => false }));

describe('the early remote table', () => {
  // Its paths are the routes' (app/routes.tsx) first segments; the 404 page is not worth an early start.
  it.each(['/', '/about', '/contact', '/support', '/terms', '/privacy', '/all-recipes', '/recipes/42', '/cooks/sample-marco', '/dashboard', '/my-recipes', '/add-recipe'])(
    'names the remote and page the routes show at %s',
    (path) => {
      const [remote, exposes] = earlyRemotePage(path)!;
      const [first] = remoteModulesAt(routes, path);
      expect(`${remote}/${exposes[0]}`).toBe(first);
    },
  );

  it('names none for the shell\'s own pages', () => {
    expect(earlyRemotePage('/login')).toBeUndefined();
    expect(earlyRemotePage('/forget-password')).toBeUndefined();
  });
});
