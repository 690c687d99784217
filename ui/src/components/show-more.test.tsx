import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderThemed } from '../testing/render-themed';
import { EmptyState } from './empty-state';
import { ShowMore } from './show-more';

describe('ShowMore', () => {
  it('asks for the next page, is busy while it loads, and is gone once all is shown', async () => {
    const fetchNextPage = jest.fn();
    const { rerender } = renderThemed(<ShowMore hasNextPage isFetchingNextPage={false} fetchNextPage={fetchNextPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    rerender(<ShowMore hasNextPage isFetchingNextPage fetchNextPage={fetchNextPage} />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    rerender(<ShowMore hasNextPage={false} isFetchingNextPage={false} fetchNextPage={fetchNextPage} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('names what is missing as a heading, with the hint and the way out', () => {
    renderThemed(
      <EmptyState icon={<svg aria-hidden="true" />} title="Nothing saved" hint="Save a recipe first">
        <a href="/all-recipes">Browse</a>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing saved' })).toBeInTheDocument();
    expect(screen.getByText('Save a recipe first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse' })).toBeInTheDocument();
  });
});
