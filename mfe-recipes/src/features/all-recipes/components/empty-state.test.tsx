import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says nothing matched, as a status, with a hint', () => {
    renderWithProviders(<EmptyState />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No recipes found for the selected criteria!');
    expect(status).toHaveTextContent('Try a different filter or add a new recipe');
  });

  it('offers Clear filters only when there are filters to clear', async () => {
    const onClear = jest.fn();
    const { rerender } = renderWithProviders(<EmptyState />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    rerender(<EmptyState onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
