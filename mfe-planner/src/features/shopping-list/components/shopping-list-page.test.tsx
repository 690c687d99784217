import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingList } from '@forkful/domain';
import { addDays, formatRange, todayPlanDate, weekEnd } from '../../../lib/plan-dates';
import { planEntryFixture, plannedRecipeOf, recipeFixture, shoppingItemFixture } from '../../../testing/plan-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { resetPlannerMocks, servePlanner } from '../../../testing/serve-planner';
import { ShoppingListPage } from './shopping-list-page';

resetPlannerMocks();

const today = todayPlanDate();
const pancakes = recipeFixture({ _id: 'r2', title: 'Pancakes' });
const builtList: ShoppingList = {
  from: today,
  to: weekEnd(today),
  updatedAt: '2025-11-20T09:00:00.000Z',
  items: [
    shoppingItemFixture({ _id: 'i1', text: '700 g flour', recipes: [{ recipeId: 'r1', title: 'Carbonara' }, { recipeId: 'r2', title: 'Pancakes' }] }),
    shoppingItemFixture({ _id: 'i2', text: 'salt', checked: true, recipes: [{ recipeId: 'r1', title: 'Carbonara' }] }),
    shoppingItemFixture({ _id: 'i3', text: 'kitchen roll', own: true, recipes: [] }),
  ],
};

async function renderList(state: Parameters<typeof servePlanner>[0] = { list: builtList }) {
  const server = servePlanner(state);
  renderWithProviders(<ShoppingListPage />, { path: '/shopping-list' });
  await waitFor(() => expect(server.getList).toHaveBeenCalled());
  return server;
}

describe('ShoppingListPage', () => {
  it('shows each item as a checkbox named by its text, with the recipes that need it', async () => {
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping List' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: '700 g flour' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'salt' })).toBeChecked();
    const flour = screen.getByRole('checkbox', { name: '700 g flour' }).closest('li')!;
    expect(within(flour).getByText(/For:/)).toHaveTextContent('For: Carbonara, Pancakes');
    expect(within(flour).getByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', '/recipes/r2');
    expect(screen.getByText(`From your plan for ${formatRange(builtList.from!, builtList.to!)}. 1 of 3 items checked.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the meal plan' })).toHaveAttribute('href', '/plan');
    expect(document.title).toBe('Shopping List · Forkful');
  });

  it('builds the list from this week, today to Sunday, by default, and says how to fill an empty one', async () => {
    const server = await renderList({
      recipes: [pancakes],
      entries: [
        planEntryFixture({ _id: 'e1', date: today, recipe: plannedRecipeOf(pancakes) }),
        planEntryFixture({ _id: 'e2', date: today, meal: 'lunch', recipe: plannedRecipeOf(recipeFixture({ _id: 'gone', title: 'Old Stew' }), true) }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Your shopping list is empty' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue(today);
    expect(screen.getByLabelText('To')).toHaveValue(weekEnd(today));
    await userEvent.click(screen.getByRole('button', { name: 'Build list' }));
    expect(server.build).toHaveBeenCalledWith({ from: today, to: weekEnd(today) });
    expect(await screen.findByRole('checkbox', { name: 'Ingredients of Pancakes' })).toBeInTheDocument();
    // The removed recipe is left out (by the API; here by the fake server, as the contract says).
    expect(screen.queryByRole('checkbox', { name: 'Ingredients of Old Stew' })).not.toBeInTheDocument();
    expect(await screen.findByText(`1 item from your plan for ${formatRange(today, weekEnd(today))}`)).toBeInTheDocument();
  });

  it('refuses a range that ends before it starts or is longer than 42 days, before asking the API', async () => {
    const server = await renderList();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: addDays(today, -1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Build list' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The last day comes before the first');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: addDays(today, 42) } });
    await userEvent.click(screen.getByRole('button', { name: 'Build list' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 42 days at a time');
    expect(server.build).not.toHaveBeenCalled();
  });

  it('checks an item off, and the server keeps it', async () => {
    const server = await renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: '700 g flour' }));
    expect(screen.getByRole('checkbox', { name: '700 g flour' })).toBeChecked();
    expect(server.check).toHaveBeenCalledWith('i1', true);
    await waitFor(() => expect(server.list().items[0].checked).toBe(true));
  });

  it('adds an own item, and says so when nothing was typed', async () => {
    const server = await renderList();
    const field = await screen.findByRole('textbox', { name: 'Add an item' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type an item to add');
    await userEvent.type(field, '  Oat milk {Enter}');
    expect(server.addItem).toHaveBeenCalledWith('Oat milk');
    expect(await screen.findByRole('checkbox', { name: 'Oat milk' })).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('maxLength', '200');
  });

  it('removes an item with its Remove button, and focus goes to the next item', async () => {
    const server = await renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove 700 g flour' }));
    expect(server.removeItem).toHaveBeenCalledWith('i1');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '700 g flour' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'salt' })).toHaveFocus();
  });

  it('clears the checked items', async () => {
    const server = await renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear checked' }));
    expect(server.clearChecked).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'salt' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Clear checked' })).toBeDisabled();
  });

  it('prints the page', async () => {
    await renderList();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('copies the list as text with the toast "Copied" where the browser cannot share', async () => {
    await renderList();
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(
      `Shopping list (${formatRange(builtList.from!, builtList.to!)})\n[ ] 700 g flour\n[x] salt\n[ ] kitchen roll`,
    );
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('shares the list through the system share sheet where there is one', async () => {
    await renderList();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'Shopping list', text: expect.stringContaining('[ ] 700 g flour') });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});
