import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { Pagination } from './pagination';

function renderPagination(page: number, totalPages: number) {
  const onChange = jest.fn();
  renderWithProviders(<Pagination page={page} totalPages={totalPages} onChange={onChange} />);
  return onChange;
}

const pageButtons = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

/** jsdom has no layout: answer the phone-width media query as asked. */
function viewport({ narrow }: { narrow: boolean }) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => viewport({ narrow: false }));

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks the current page and disables Previous on the first page', () => {
    renderPagination(1, 4);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('disables Next on the last page', () => {
    renderPagination(4, 4);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('asks for the page clicked, the one before and the one after, but not for the current one', async () => {
    const onChange = renderPagination(2, 4);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('compacts many pages around the current one, with hidden ellipses for the gaps', () => {
    renderPagination(10, 20);
    expect(pageButtons()).toEqual(['1', '9', '10', '11', '20']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('drops the neighbours of the current page on a phone', () => {
    viewport({ narrow: true });
    renderPagination(10, 20);
    expect(pageButtons()).toEqual(['1', '10', '20']);
  });
});
