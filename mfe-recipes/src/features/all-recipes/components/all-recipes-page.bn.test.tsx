import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecipeListQuery } from '@forkful/domain';
import { axeViolations } from '../../../testing/axe';
import { preloadBangla } from '../../../testing/bangla';
import { makeRecipes } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { renderRoute } from '../../../testing/render';
import { AllRecipesPage } from './all-recipes-page';

const { page: pageSpy } = mockRecipesApi();

function serveRecipes(total: number) {
  pageSpy.mockImplementation(async ({ page = 1, limit = 8 }: RecipeListQuery) => {
    const start = (page - 1) * limit;
    return { recipes: makeRecipes(Math.max(0, Math.min(limit, total - start)), start + 1), total };
  });
}

function renderAt(url: string, locale: 'en' | 'bn' = 'bn') {
  return renderRoute(<AllRecipesPage />, { path: '/all-recipes', url, locale });
}

beforeAll(preloadBangla);

describe('All Recipes in Bangla', () => {
  it('says how many recipes it shows with a Bangla plural and digits, and pages in Bangla', async () => {
    serveRecipes(30);
    renderAt('/all-recipes');
    const grid = await screen.findByRole('list', { name: 'রেসিপি' });
    expect(within(grid).getAllByRole('article')).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1, name: 'সব রেসিপি' })).toBeInTheDocument();
    expect(screen.getByText('৩০টি রেসিপির মধ্যে ১–৮ দেখানো হচ্ছে')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'পৃষ্ঠা' }));
    expect(pages.getByRole('button', { name: 'পৃষ্ঠা ১' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pages.getByRole('button', { name: 'পরের পৃষ্ঠা' }));
    expect(await screen.findByText('৩০টি রেসিপির মধ্যে ৯–১৬ দেখানো হচ্ছে')).toBeInTheDocument();
  });

  it('names its filters, cuisines and sorts in Bangla, keeping the URL values', async () => {
    serveRecipes(30);
    renderAt('/all-recipes');
    await screen.findByRole('list', { name: 'রেসিপি' });
    expect(screen.getByRole('search', { name: 'রেসিপি ফিল্টার' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'খুঁজুন' })).toHaveAttribute('placeholder', 'নাম বা উপকরণ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'রান্নার ধরন' }), 'বাংলাদেশি');
    expect(screen.getByTestId('location')).toHaveTextContent('/all-recipes?cuisine=Bangladeshi');
    expect(screen.getByRole('option', { name: 'সর্বোচ্চ রেটিং' })).toHaveValue('rating-desc');
  });

  it('says one recipe in the singular in English', async () => {
    serveRecipes(1);
    renderAt('/all-recipes', 'en');
    expect(await screen.findByText('Showing 1–1 of 1 recipe')).toBeInTheDocument();
  });

  it('has nothing for axe to find: the cards are headings one level under the page', async () => {
    serveRecipes(30);
    renderAt('/all-recipes?page=2');
    await screen.findByRole('list', { name: 'রেসিপি' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(await axeViolations()).toEqual([]);
  });
});
