import { screen } from '@testing-library/react';
import { queryClient } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { renderInHost } from '../testing/render';
import { httpRefusal } from '../testing/uploads';
import ModerationPage from './moderation-page';
import MyCollectionsPage from './my-collections-page';

/* As the shell mounts them: theme, router and session from the host, the query client brought by the module. */
beforeEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

describe('exposed modules of issue 33', () => {
  it('MyCollectionsPage lists the collections from the shared client', async () => {
    jest.spyOn(api.collections, 'mine').mockResolvedValue([]);
    renderInHost(<MyCollectionsPage />, { path: '/dashboard/collections' });
    expect(await screen.findByRole('heading', { name: 'You have no collections yet' })).toBeInTheDocument();
  });

  it("ModerationPage shows a non-moderator the API's refusal as a sentence", async () => {
    jest.spyOn(api.moderation, 'queue').mockRejectedValue(httpRefusal(403, 'Only moderators can do this'));
    renderInHost(<ModerationPage />, { path: '/dashboard/moderation' });
    expect(await screen.findByText('This page is for moderators.')).toBeInTheDocument();
  });
});
