import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingList } from '@forkful/domain';
import { formatRange, todayPlanDate, weekEnd } from '../../../lib/plan-dates';
import { preloadBangla } from '../../../testing/bangla';
import { shoppingItemFixture } from '../../../testing/plan-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { resetPlannerMocks, servePlanner } from '../../../testing/serve-planner';
import { ShoppingListPage } from './shopping-list-page';

resetPlannerMocks();

const today = todayPlanDate();
const builtList: ShoppingList = {
  from: today,
  to: weekEnd(today),
  updatedAt: '2025-11-20T09:00:00.000Z',
  items: [
    shoppingItemFixture({ _id: 'i1', text: '700 g flour', recipes: [{ recipeId: 'r1', title: 'Carbonara' }, { recipeId: 'r2', title: 'Pancakes' }] }),
    shoppingItemFixture({ _id: 'i2', text: '1½ cup milk', checked: true }),
    shoppingItemFixture({ _id: 'i3', text: '2 sponges', own: true, recipes: [] }),
  ],
};

async function renderListInBangla(state: Parameters<typeof servePlanner>[0] = { list: builtList }) {
  const server = servePlanner(state);
  renderWithProviders(<ShoppingListPage />, { path: '/shopping-list', locale: 'bn' });
  await waitFor(() => expect(server.getList).toHaveBeenCalled());
  return server;
}

describe('ShoppingListPage in Bangla', () => {
  beforeAll(preloadBangla);

  it("shows the list's words in Bangla and its quantities in Bangla digits; a cook's own item stays as typed", async () => {
    await renderListInBangla();
    expect(screen.getByRole('heading', { level: 1, name: 'বাজারের তালিকা' })).toBeInTheDocument();
    expect(document.title).toBe('বাজারের তালিকা · Forkful');
    expect(await screen.findByRole('checkbox', { name: '৭০০ g flour' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '১½ cup milk' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '2 sponges' })).toBeInTheDocument();
    const flour = screen.getByRole('checkbox', { name: '৭০০ g flour' }).closest('li')!;
    expect(within(flour).getByText(/যে রেসিপির জন্য:/)).toHaveTextContent('যে রেসিপির জন্য: Carbonara, Pancakes');
    expect(within(flour).getByRole('button', { name: '৭০০ g flour বাদ দিন' })).toBeInTheDocument();
    expect(screen.getByText('আপনার নিজের যোগ করা')).toBeInTheDocument();
    expect(
      screen.getByText(`${formatRange(today, weekEnd(today), 'bn')} তারিখের পরিকল্পনা থেকে। ৩টি জিনিসের মধ্যে ১টিতে টিক দেওয়া।`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'তালিকা তৈরি করুন' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'একটি জিনিস যোগ করুন' })).toHaveAttribute('placeholder', 'যেমন: কিচেন টিস্যু');
    expect(screen.getByText('০/২০০ অক্ষর')).toBeInTheDocument();
  });

  it('clears the checked items, and counts what is left, in Bangla', async () => {
    await renderListInBangla();
    await userEvent.click(await screen.findByRole('button', { name: 'টিক দেওয়াগুলো মুছুন' }));
    expect(await screen.findByText(/২টি জিনিসের মধ্যে ০টিতে টিক দেওয়া।$/)).toBeInTheDocument();
  });

  it('shows the empty state in Bangla before the first build', async () => {
    await renderListInBangla({});
    expect(await screen.findByRole('heading', { name: 'আপনার বাজারের তালিকা খালি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'খাবারের পরিকল্পনা খুলুন' })).toHaveAttribute('href', '/plan');
  });
});
