import { screen } from '@testing-library/react';
import { Loading, Spinner } from '../components/loading';
import { Modal } from '../components/modal';
import { Options } from '../components/options';
import { ShowMore } from '../components/show-more';
import { SourceLink } from '../components/source-link';
import { renderThemed } from '../testing/render-themed';
import { uiMessages } from './ui-messages';

describe("the UI kit's components in Bangla", () => {
  beforeAll(() => uiMessages.preload('bn'));

  it('says loading, and names a spinner and a dialog\'s close button', () => {
    renderThemed(
      <>
        <Loading />
        <Spinner />
        <Modal title="Carbonara" onClose={() => undefined}>
          <p>Body</p>
        </Modal>
      </>,
      { locale: 'bn' },
    );
    expect(screen.getByText('লোড হচ্ছে...')).toBeInTheDocument();
    expect(screen.getByText('আপনার সেশন যাচাই করা হচ্ছে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });

  it('offers more of a list, and says a link opens a new tab', () => {
    renderThemed(
      <>
        <ShowMore hasNextPage isFetchingNextPage={false} fetchNextPage={() => undefined} />
        <SourceLink source={{ href: 'https://example.org/pasta', host: 'example.org' }} />
      </>,
      { locale: 'bn' },
    );
    expect(screen.getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'example.org (নতুন ট্যাবে খোলে)' })).toHaveAttribute('href', 'https://example.org/pasta');
  });

  it("labels cuisine and category options in Bangla and keeps their values; other values as they are", () => {
    renderThemed(
      <select aria-label="cuisine">
        <Options values={['Italian', 'Dessert', 'Fusion']} />
      </select>,
      { locale: 'bn' },
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['ইতালীয়', 'Italian'],
      ['ডেজার্ট', 'Dessert'],
      ['Fusion', 'Fusion'],
    ]);
  });
});
