import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { Collection } from '@forkful/domain';
import { setDevelopmentSession } from '@forkful/runtime';
import { api as client } from '@forkful/runtime/api';
import { RemoteProviders } from '@forkful/ui';
import { expectModeIndependentCss } from '@forkful/ui/src/testing/render-on-server';
import { makeRecipes } from '../../../testing/recipe-fixtures';
import { TestProviders } from '../../../testing/render';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { collectionQueryKeys } from '../api/collection-query-keys';
import { CollectionPage } from './collection-page';

const ID = 'c-weeknights';
const at = '2025-01-01T00:00:00.000Z';
const collection: Collection = {
  _id: ID, title: 'Weeknight dinners', visibility: 'public', ownerUid: 'sample-marco', ownerName: 'Marco Bianchi',
  recipeCount: 2, createdAt: at, updatedAt: at, recipes: makeRecipes(2),
};

function page(queryClient: QueryClient): ReactElement {
  return (
    <TestProviders client={queryClient}>
      <MemoryRouter initialEntries={[`/collections/${ID}`]}>
        <Routes>
          <Route path="/collections/:id" element={<CollectionPage />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>
  );
}

// As the shell's server and the browser do it: the server renders everyone's view with the data it fetched; the
// browser, already signed in from its remembered token, hydrates that HTML with the same data, then becomes the reader's.
it("hydrates the server's HTML for a signed-in reader without a mismatch, then asks as the reader and offers Report", async () => {
  setDevelopmentSession({ uid: 'reader-1' });
  const server = createTestQueryClient();
  server.setQueryData(collectionQueryKeys.detail(ID, ''), collection);
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(page(server)));
  sheet.seal();
  expect(html).toContain('Weeknight dinners');
  expect(html).not.toContain('Report');

  const get = jest.spyOn(client.collections, 'get').mockResolvedValue(collection);
  const browser = createTestQueryClient();
  hydrate(browser, dehydrate(server));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const recoverable = jest.fn();
  try {
    await act(async () => {
      hydrateRoot(container, page(browser), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Report Weeknight dinners' })).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith(ID));
    expect(screen.getByRole('heading', { level: 1, name: 'Weeknight dinners' })).toBeInTheDocument();
  } finally {
    get.mockRestore();
    container.remove();
  }
});

it('renders on the server the same in both themes (colours are CSS variables)', () => {
  const server = createTestQueryClient();
  server.setQueryData(collectionQueryKeys.detail(ID, ''), { ...collection, description: 'Quick ones.' });
  // Inside the kit's router and theme, as the shell gives them: only the route, at the collection's path.
  const css = expectModeIndependentCss(
    <RemoteProviders client={server}>
      <Routes location={`/collections/${ID}`}>
        <Route path="/collections/:id" element={<CollectionPage />} />
      </Routes>
    </RemoteProviders>,
  );
  expect(css).toContain('var(--ff-color-text-muted)');
});
