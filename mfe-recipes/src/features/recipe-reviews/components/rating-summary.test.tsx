import { screen, within } from '@testing-library/react';
import { expectModeIndependentCss } from '@forkful/ui/src/testing/render-on-server';
import { renderWithProviders } from '../../../testing/render';
import { makeSummary } from '../testing/review-fixtures';
import { RatingHeadline } from './rating-headline';
import { RatingSummary } from './rating-summary';

describe('RatingSummary', () => {
  it('shows the average to one decimal, the count and how many gave 5 down to 1 stars', () => {
    renderWithProviders(<RatingSummary summary={makeSummary([1, 0, 1, 2, 8])} />);
    expect(screen.getByText('4.3 out of 5')).toBeInTheDocument();
    expect(screen.getByText('12 ratings')).toBeInTheDocument();
    const breakdown = screen.getByRole('list', { name: 'Ratings by stars' });
    expect(within(breakdown).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      '5 stars: 8',
      '4 stars: 2',
      '3 stars: 1',
      '2 stars: 0',
      '1 star: 1',
    ]);
  });

  it('says "1 rating" and keeps one decimal for a whole average', () => {
    renderWithProviders(<RatingSummary summary={makeSummary([0, 0, 0, 1, 0])} />);
    expect(screen.getByText('4.0 out of 5')).toBeInTheDocument();
    expect(screen.getByText('1 rating')).toBeInTheDocument();
  });

  it('says "No ratings yet" without ratings, and shows no breakdown', () => {
    renderWithProviders(<RatingSummary summary={makeSummary([0, 0, 0, 0, 0])} />);
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('has the same HTML and CSS in the light and the dark theme (theme variables only)', () => {
    const css = expectModeIndependentCss(<RatingSummary summary={makeSummary([1, 0, 1, 2, 8])} />);
    expect(css).toContain('var(--ff-color-primary)');
  });
});

describe('RatingHeadline (the first chunk and server render: from the recipe itself)', () => {
  it('says the average and the count in one line', () => {
    renderWithProviders(<RatingHeadline average={4.3} count={12} />);
    expect(screen.getByText('4.3 out of 5 · 12 ratings')).toBeInTheDocument();
  });

  it('says "No ratings yet" for a recipe nobody rated', () => {
    renderWithProviders(<RatingHeadline />);
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
  });
});
