import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { api } from '@forkful/runtime/api';
import { renderPage, TEST_USER } from '../../../testing/render';
import { OverviewPage } from './overview-page';

function card(label: string) {
  return screen.getByRole('heading', { name: label }).closest('li') as HTMLElement;
}

beforeEach(() => jest.restoreAllMocks());

describe('OverviewPage', () => {
  it('shows Loading... and then the four cards from the stats call', async () => {
    jest.spyOn(api.recipes, 'stats').mockResolvedValue({ totalRecipes: 1234, myRecipes: 3, totalLikes: 57 });
    renderPage(<OverviewPage />, { path: '/dashboard' });
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('list', { name: 'Your figures' })).toBeInTheDocument();
    expect(within(card('Total Recipes')).getByText('1,234')).toBeInTheDocument();
    expect(within(card('My Recipes')).getByText('3')).toBeInTheDocument();
    expect(within(card('Total Likes')).getByText('57')).toBeInTheDocument();
    expect(within(card('Logged in as')).getByText(TEST_USER.email)).toBeInTheDocument();
  });

  it('explains a failure with the API message and retries on request', async () => {
    const refusal = new AxiosError('Request failed with status code 429', '429', undefined, undefined, {
      status: 429,
      statusText: 'Too Many Requests',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { statusCode: 429, message: 'Too many requests, slow down' },
    });
    const stats = jest
      .spyOn(api.recipes, 'stats')
      .mockRejectedValueOnce(refusal)
      .mockResolvedValue({ totalRecipes: 2, myRecipes: 1, totalLikes: 0 });
    renderPage(<OverviewPage />, { path: '/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your dashboard figures.');
    expect(alert).toHaveTextContent('Too many requests, slow down');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Total Recipes' })).toBeInTheDocument();
    expect(stats).toHaveBeenCalledTimes(2);
  });
});
