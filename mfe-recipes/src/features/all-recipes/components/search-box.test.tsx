import { act, screen } from '@testing-library/react';
import { RECIPE_LIMITS } from '@forkful/domain';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { SEARCH_DEBOUNCE_MS } from '@forkful/ui';
import { SearchBox } from './search-box';

function renderSearchBox(value = '') {
  const onSearch = jest.fn();
  const utils = renderWithProviders(<SearchBox value={value} onSearch={onSearch} />);
  return { ...utils, onSearch };
}

const typist = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('is a labelled search field limited to the API length', () => {
    renderSearchBox();
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('placeholder', 'Title or ingredient');
    expect(input).toHaveAttribute('maxLength', String(RECIPE_LIMITS.query));
  });

  it('searches once, with the trimmed text, when typing pauses for the debounce delay', async () => {
    const { onSearch } = renderSearchBox();
    await typist().type(screen.getByRole('searchbox', { name: 'Search' }), '  garlic ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['garlic']]);
  });

  it('does not search again when only spaces were added', async () => {
    const { onSearch } = renderSearchBox('rice');
    await typist().type(screen.getByRole('searchbox', { name: 'Search' }), '  ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears at once with the Clear search button, which then disappears', async () => {
    const { onSearch } = renderSearchBox('rice');
    await typist().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch.mock.calls).toEqual([['']]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a search that changed in the URL (back button, Clear filters) without searching again', () => {
    const { onSearch, rerender } = renderSearchBox('rice');
    rerender(<SearchBox value="noodles" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('noodles');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
