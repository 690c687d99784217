import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { renderAt, renderRoutes } from '../../testing/render';
import type { RemoteLoader, RemoteModuleId } from './remote-loader';
import { RemoteLoaderProvider } from './remote-loader-context';
import { RemotePage } from './remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

function fakeLoader(modules: Partial<Record<RemoteModuleId, Array<ComponentType | Error>>>) {
  const calls: RemoteModuleId[] = [];
  const resets: RemoteModuleId[] = [];
  const loader: RemoteLoader = {
    load: async (id) => {
      calls.push(id);
      const next = modules[id]?.shift();
      if (!next) throw new Error(`no more answers for ${id}`);
      if (next instanceof Error) throw next;
      return next;
    },
    reset: (id) => {
      resets.push(id);
    },
  };
  return { loader, calls, resets };
}

const About = () => <h1>About Forkful</h1>;
const Recipes = () => <h1>All the recipes</h1>;

function TwoAreas() {
  return (
    <>
      <header>Header stays</header>
      <RemotePage id="mfe_public/AboutPage" />
      <RemotePage id="mfe_recipes/AllRecipesPage" />
      <footer>Footer stays</footer>
    </>
  );
}

describe('RemotePage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it("shows 'Loading...' and then the remote's page", async () => {
    const { loader } = fakeLoader({ 'mfe_public/AboutPage': [About] });
    renderAt(
      <RemoteLoaderProvider value={loader}>
        <RemotePage id="mfe_public/AboutPage" />
      </RemoteLoaderProvider>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About Forkful' })).toBeInTheDocument();
  });

  it('a failed remote shows the fallback in its own area only; the rest of the page keeps working', async () => {
    const { loader } = fakeLoader({
      'mfe_public/AboutPage': [new Error('mfe_public did not load within 8 s')],
      'mfe_recipes/AllRecipesPage': [Recipes],
    });
    renderAt(
      <RemoteLoaderProvider value={loader}>
        <TwoAreas />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'All the recipes' })).toBeInTheDocument();
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('This part of Forkful is unavailable right now');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    expect(screen.getByText('Footer stays')).toBeInTheDocument();
  });

  it('Retry forgets the failure and loads the remote again', async () => {
    const { loader, calls, resets } = fakeLoader({
      'mfe_public/AboutPage': [new Error('connection refused'), About],
    });
    renderAt(
      <RemoteLoaderProvider value={loader}>
        <RemotePage id="mfe_public/AboutPage" />
      </RemoteLoaderProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About Forkful' })).toBeInTheDocument();
    expect(calls).toEqual(['mfe_public/AboutPage', 'mfe_public/AboutPage']);
    expect(resets).toEqual(['mfe_public/AboutPage']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the next navigation tries a failed remote again, without Retry', async () => {
    const { loader, calls } = fakeLoader({
      'mfe_public/AboutPage': [new Error('timed out'), About],
    });
    renderRoutes({
      '/about': (
        <RemoteLoaderProvider value={loader}>
          <Link to="/about?again=1">About again</Link>
          <RemotePage id="mfe_public/AboutPage" />
        </RemoteLoaderProvider>
      ),
    }, ['/about']);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Forkful is unavailable right now');
    await userEvent.click(screen.getByRole('link', { name: 'About again' }));
    expect(await screen.findByRole('heading', { name: 'About Forkful' })).toBeInTheDocument();
    expect(calls).toEqual(['mfe_public/AboutPage', 'mfe_public/AboutPage']);
  });

  it('coming back to a failed remote page after visiting another page tries it again', async () => {
    const { loader, calls } = fakeLoader({
      'mfe_public/AboutPage': [new Error('timed out'), About],
    });
    renderRoutes({
      '/about': (
        <RemoteLoaderProvider value={loader}>
          <Link to="/elsewhere">Elsewhere</Link>
          <RemotePage id="mfe_public/AboutPage" />
        </RemoteLoaderProvider>
      ),
      '/elsewhere': <Link to="/about">Back to About</Link>,
    }, ['/about']);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Back to About' }));
    expect(await screen.findByRole('heading', { name: 'About Forkful' })).toBeInTheDocument();
    expect(calls).toEqual(['mfe_public/AboutPage', 'mfe_public/AboutPage']);
  });

  it('a remote page that throws while rendering is contained the same way', async () => {
    const Broken = () => {
      throw new Error('render bug in the remote');
    };
    const { loader } = fakeLoader({ 'mfe_public/AboutPage': [Broken], 'mfe_recipes/AllRecipesPage': [Recipes] });
    renderAt(
      <RemoteLoaderProvider value={loader}>
        <TwoAreas />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Forkful is unavailable right now');
    expect(await screen.findByRole('heading', { name: 'All the recipes' })).toBeInTheDocument();
  });
});
