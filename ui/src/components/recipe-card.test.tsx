import { fireEvent, screen } from '@testing-library/react';
import { configureApi } from '@forkful/runtime';
import { uiMessages } from '../i18n/ui-messages';
import { renderThemed as renderWithProviders } from '../testing/render-themed';
import { CARD_IMAGE_SIZES } from './card';
import { RecipeCard } from './recipe-card';

function makeRecipe(overrides: Partial<Parameters<typeof RecipeCard>[0]['recipe']> = {}) {
  return { _id: '64b000000000000000000001', image: 'https://images.example.com/pasta.jpg', title: 'Creamy Garlic Pasta', cuisineType: 'Italian' as const, prepTime: 25, ...overrides };
}

describe('RecipeCard', () => {
  it('is an article named by its title, with the cuisine and the prep time in minutes', () => {
    renderWithProviders(<RecipeCard recipe={makeRecipe({ title: 'Pad Thai', cuisineType: 'Chinese', prepTime: 40 })} />);
    const card = screen.getByRole('article', { name: 'Pad Thai' });
    expect(card).toContainElement(screen.getByRole('heading', { level: 3, name: 'Pad Thai' }));
    expect(screen.getByText('Chinese')).toBeInTheDocument();
    expect(screen.getByText('40 min')).toBeInTheDocument();
  });

  it("puts its title at the level the page's outline asks for", () => {
    renderWithProviders(<RecipeCard recipe={makeRecipe({ title: 'Pad Thai' })} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pad Thai' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it("asks for a first-row card's photo at once", () => {
    renderWithProviders(<RecipeCard recipe={makeRecipe()} eagerImage />);
    const photo = screen.getByRole('img', { name: 'Creamy Garlic Pasta' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('links to the detail by an absolute, encoded path (the page is also mounted under /dashboard)', () => {
    renderWithProviders(<RecipeCard recipe={makeRecipe({ _id: 'a b/c', title: 'Odd Id' })} />);
    expect(screen.getByRole('link', { name: 'See Details: Odd Id' })).toHaveAttribute('href', '/recipes/a%20b%2Fc');
  });

  it('shows the photo with the title as its text alternative, loaded lazily', () => {
    renderWithProviders(<RecipeCard recipe={makeRecipe()} />);
    const photo = screen.getByRole('img', { name: 'Creamy Garlic Pasta' });
    expect(photo).toHaveAttribute('src', 'https://images.example.com/pasta.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('resolves an API image path against the API address', () => {
    configureApi({ baseURL: 'http://api.test:4000/' });
    renderWithProviders(<RecipeCard recipe={makeRecipe({ image: '/images/pasta.jpg' })} />);
    expect(screen.getByRole('img', { name: 'Creamy Garlic Pasta' })).toHaveAttribute('src', 'http://api.test:4000/images/pasta.jpg');
  });

  it('falls back to a labelled placeholder when the photo fails to load', () => {
    renderWithProviders(<RecipeCard recipe={makeRecipe()} />);
    fireEvent.error(screen.getByRole('img', { name: 'Creamy Garlic Pasta' }));
    expect(screen.getByRole('img', { name: 'No image available for Creamy Garlic Pasta' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Creamy Garlic Pasta' })).not.toBeInTheDocument();
  });

  it("offers an uploaded photo in the grid's widths, named by its description", () => {
    const image = 'https://api.test/images/65f0a1b2c3d4e5f6a7b8c9d0';
    renderWithProviders(<RecipeCard recipe={makeRecipe({ image, imageAlt: 'Pasta in a white bowl' })} />);
    const photo = screen.getByRole('img', { name: 'Pasta in a white bowl' });
    expect(photo).toHaveAttribute('srcset', expect.stringContaining(`${image}?w=640 640w`));
    expect(photo).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
  });

  it("shows a rated recipe's average and count in its meta row, and says them as a sentence", () => {
    renderWithProviders(<RecipeCard recipe={makeRecipe({ ratingAverage: 4.3, ratingCount: 12 })} />);
    const card = screen.getByRole('article', { name: 'Creamy Garlic Pasta' });
    expect(card).toContainElement(screen.getByText('Rated 4.3 out of 5 by 12 cooks'));
    // The bare numbers are for the eye; a screen reader reads the sentence instead.
    expect(screen.getByText('4.3')).toBeVisible();
    expect(screen.getByText('4.3').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('(12)').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('25 min').parentElement).toContainElement(screen.getByText('(12)'));
  });

  it('says "1 cook" for a single rating', () => {
    renderWithProviders(<RecipeCard recipe={makeRecipe({ ratingAverage: 5, ratingCount: 1 })} />);
    expect(screen.getByText('Rated 5.0 out of 5 by 1 cook')).toBeInTheDocument();
    expect(screen.getByText('(1)')).toBeInTheDocument();
  });

  it.each([
    ['no rating fields', {}],
    ['a count of 0', { ratingCount: 0 }],
  ])('shows no rating for a recipe with %s', (_case, rating) => {
    renderWithProviders(<RecipeCard recipe={makeRecipe(rating)} />);
    expect(screen.queryByText(/^Rated /)).toBeNull();
    expect(screen.queryByText(/^\(\d+\)$/)).toBeNull();
  });

  it('puts extra actions beside the details link', () => {
    renderWithProviders(<RecipeCard recipe={makeRecipe()} actions={<button type="button">Remove</button>} />);
    const card = screen.getByRole('article', { name: 'Creamy Garlic Pasta' });
    expect(card).toContainElement(screen.getByRole('button', { name: 'Remove' }));
    expect(card).toContainElement(screen.getByRole('link', { name: 'See Details: Creamy Garlic Pasta' }));
  });
});

// A rated recipe with a count in the thousands: Bangla groups it, English keeps it as it always showed.
const padThai = makeRecipe({ title: 'Pad Thai', cuisineType: 'Chinese', prepTime: 40, ratingAverage: 4.25, ratingCount: 1234 });

describe('RecipeCard in Bangla', () => {
  beforeAll(() => uiMessages.preload('bn'));

  it("says the kit's words in Bangla with Bangla digits, and leaves the cook's title as written", () => {
    renderWithProviders(<RecipeCard recipe={padThai} />, { locale: 'bn' });
    const card = screen.getByRole('article', { name: 'Pad Thai' });
    expect(card).toContainElement(screen.getByRole('heading', { level: 3, name: 'Pad Thai' }));
    expect(screen.getByText('চাইনিজ')).toBeInTheDocument();
    expect(screen.getByText('৪০ মিনিট')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'বিস্তারিত দেখুন: Pad Thai' })).toHaveTextContent('বিস্তারিত দেখুন');
    expect(screen.getByText('৪.৩')).toBeInTheDocument();
    expect(screen.getByText('(১২৩৪)')).toBeInTheDocument();
    expect(screen.getByText('১,২৩৪ জন রাঁধুনি ৫-এর মধ্যে ৪.৩ রেটিং দিয়েছেন')).toBeInTheDocument();
  });

  it("names a missing photo's placeholder in Bangla", () => {
    renderWithProviders(<RecipeCard recipe={padThai} />, { locale: 'bn' });
    fireEvent.error(screen.getByRole('img', { name: 'Pad Thai' }));
    expect(screen.getByRole('img', { name: 'Pad Thai: কোনো ছবি নেই' })).toHaveTextContent('ছবি নেই');
  });
});

describe('RecipeCard heading level', () => {
  it('puts its title at level 4 under an h3, and at 3 by default', () => {
    const { unmount } = renderWithProviders(<RecipeCard recipe={padThai} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Pad Thai' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<RecipeCard recipe={padThai} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Pad Thai' })).toBeInTheDocument();
  });

  it('keeps English as it was: the count without thousands separators', () => {
    renderWithProviders(<RecipeCard recipe={padThai} />);
    expect(screen.getByText('Rated 4.3 out of 5 by 1234 cooks')).toBeInTheDocument();
    expect(screen.getByText('(1234)')).toBeInTheDocument();
  });
});
