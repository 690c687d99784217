import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { darkTheme } from '@forkful/design-tokens';
import { addDays, formatDay, formatRange, todayPlanDate, weekStart } from '../../../lib/plan-dates';
import { planEntryFixture, plannedRecipeOf, recipeFixture } from '../../../testing/plan-fixtures';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import { resetPlannerMocks, servePlanner } from '../../../testing/serve-planner';
import { MealPlanPage } from './meal-plan-page';

resetPlannerMocks();

// The weeks around the real today, so the dates stay within the plan's reach whenever the tests run.
const monday = weekStart(todayPlanDate());
const tuesday = addDays(monday, 1);
const carbonara = recipeFixture();
const pancakes = recipeFixture({ _id: 'r2', title: 'Pancakes', servings: undefined, imageAlt: undefined, image: 'https://images.example.com/p.jpg' });

const cell = (date: string, meal: 'Breakfast' | 'Lunch' | 'Dinner') => screen.getByRole('group', { name: `${formatDay(date)}, ${meal}` });

async function renderPlan(entries = [planEntryFixture({ _id: 'e1', date: monday, meal: 'dinner', note: 'Double the pecorino' })]) {
  const server = servePlanner({ recipes: [carbonara, pancakes], entries });
  const view = renderWithProviders(<MealPlanPage />, { path: '/plan' });
  await waitFor(() => expect(server.range).toHaveBeenCalled());
  return { ...view, server };
}

describe('MealPlanPage', () => {
  it('shows this week from Monday, each day with Breakfast, Lunch and Dinner, and each entry as the plan has it', async () => {
    await renderPlan();
    expect(screen.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeInTheDocument();
    const days = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(days[0]).toMatch(new RegExp(`^${formatDay(monday)}`));
    expect(days).toHaveLength(7);
    expect(screen.getByText(formatRange(monday, addDays(monday, 6)))).toBeInTheDocument();
    const dinner = cell(monday, 'Dinner');
    expect(await within(dinner).findByRole('link', { name: 'Carbonara' })).toHaveAttribute('href', '/recipes/r1');
    expect(within(dinner).getByRole('img', { name: 'A bowl of spaghetti carbonara' })).toBeInTheDocument();
    expect(within(dinner).getByRole('spinbutton', { name: 'Servings of Carbonara' })).toHaveValue(4);
    expect(within(dinner).getByText('Double the pecorino')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shopping list' })).toHaveAttribute('href', '/shopping-list');
    expect(document.title).toBe('Meal Plan · Forkful');
  });

  it('shows a recipe its author deleted as "Recipe removed" with its title, and no link', async () => {
    await renderPlan([planEntryFixture({ _id: 'gone', date: tuesday, meal: 'lunch', recipe: plannedRecipeOf(recipeFixture({ title: 'Old Stew' }), true) })]);
    const lunch = cell(tuesday, 'Lunch');
    expect(await within(lunch).findByText('Recipe removed')).toBeInTheDocument();
    expect(within(lunch).getByRole('heading', { name: 'Old Stew' })).toBeInTheDocument();
    expect(within(lunch).queryByRole('link')).not.toBeInTheDocument();
  });

  it('goes to the next and previous weeks, and back to this week, through the URL', async () => {
    const { server } = await renderPlan();
    await userEvent.click(screen.getByRole('button', { name: /Next week/ }));
    const next = addDays(monday, 7);
    expect(currentLocation()).toBe(`/plan?week=${next}`);
    expect(await screen.findByText(formatRange(next, addDays(next, 6)))).toBeInTheDocument();
    expect(server.range).toHaveBeenLastCalledWith(next, addDays(next, 6));
    expect(screen.getByRole('heading', { level: 2, name: formatDay(next) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Previous week/ }));
    await userEvent.click(screen.getByRole('button', { name: /Previous week/ }));
    expect(currentLocation()).toBe(`/plan?week=${addDays(monday, -7)}`);
    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(currentLocation()).toBe('/plan');
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();
  });

  it('reads any day of a week in the URL as that week, and a wrong one as this week', async () => {
    const server = servePlanner();
    const later = addDays(monday, 16); // a Wednesday two weeks on
    renderWithProviders(<MealPlanPage />, { path: `/plan?week=${later}` });
    await waitFor(() => expect(server.range).toHaveBeenCalledWith(addDays(monday, 14), addDays(monday, 20)));
    const wrong = servePlanner();
    renderWithProviders(<MealPlanPage />, { path: '/plan?week=2025-02-30' });
    await waitFor(() => expect(wrong.range).toHaveBeenCalledWith(monday, addDays(monday, 6)));
  });

  it('adds a recipe found with the picker, with its own servings by default, and a note', async () => {
    const { server } = await renderPlan([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Tuesday Breakfast' }));
    const dialog = screen.getByRole('dialog', { name: `Add to ${formatDay(tuesday)}, Breakfast` });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search recipes' }), 'carb');
    await waitFor(() => expect(server.page).toHaveBeenLastCalledWith({ q: 'carb', page: 1, limit: 10 }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Carbonara/ }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings' })).toHaveValue(4);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'For the kids');
    expect(within(dialog).getByText('12/200 characters')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    expect(server.add).toHaveBeenCalledWith({ recipeId: 'r1', date: tuesday, meal: 'breakfast', servings: 4, note: 'For the kids' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(cell(tuesday, 'Breakfast')).findByRole('link', { name: 'Carbonara' })).toBeInTheDocument();
  });

  it('plans 2 servings of a recipe that gives none, and says why the API refused inline', async () => {
    const { server } = await renderPlan([]);
    server.add.mockRejectedValueOnce(Object.assign(new Error('refused'), { isAxiosError: true, response: { status: 400, data: { message: 'At most 20 entries a day' } } }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Monday Lunch' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a recipe to add');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Pancakes/ }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings' })).toHaveValue(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not add it: At most 20 entries a day');
    expect(server.add).toHaveBeenCalledWith({ recipeId: 'r2', date: monday, meal: 'lunch', servings: 2 });
  });

  it('changes servings with the buttons at once, and a typed number on Enter', async () => {
    const { server } = await renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'More servings of Carbonara' }));
    expect(screen.getByRole('spinbutton', { name: 'Servings of Carbonara' })).toHaveValue(5);
    expect(server.change).toHaveBeenCalledWith('e1', { servings: 5 });
    const field = screen.getByRole('spinbutton', { name: 'Servings of Carbonara' });
    await userEvent.clear(field);
    await userEvent.type(field, '12{Enter}');
    expect(server.change).toHaveBeenLastCalledWith('e1', { servings: 12 });
    await waitFor(() => expect(server.entries()[0].servings).toBe(12));
  });

  it('moves an entry with the Move menu, and keeps focus on it in its new meal', async () => {
    const { server } = await renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Carbonara' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Carbonara' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), formatDay(tuesday));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Meal' }), 'Lunch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(server.change).toHaveBeenCalledWith('e1', { date: tuesday, meal: 'lunch' });
    const moved = await within(cell(tuesday, 'Lunch')).findByRole('button', { name: 'Move Carbonara' });
    expect(within(cell(monday, 'Dinner')).queryByText('Carbonara')).not.toBeInTheDocument();
    await waitFor(() => expect(moved).toHaveFocus());
    expect(await screen.findByText(`Moved Carbonara to ${formatDay(tuesday)}, Lunch`)).toBeInTheDocument();
  });

  it('puts a refused move back, with a toast', async () => {
    const { server } = await renderPlan();
    server.change.mockRejectedValueOnce(new Error('Network Error'));
    await userEvent.click(await screen.findByRole('button', { name: 'Move Carbonara' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Meal' }), 'Breakfast');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Could not move Carbonara: Network Error')).toBeInTheDocument();
    expect(within(cell(monday, 'Dinner')).getByRole('link', { name: 'Carbonara' })).toBeInTheDocument();
  });

  it('removes an entry after asking, and Cancel keeps it', async () => {
    const { server } = await renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Carbonara' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove Carbonara?' })).getByRole('button', { name: 'Cancel' }));
    expect(server.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Carbonara' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(server.remove).toHaveBeenCalledWith('e1');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Carbonara' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add to Monday Dinner' })).toHaveFocus();
  });

  it('renders in the dark theme too', async () => {
    servePlanner({ entries: [] });
    renderWithProviders(<MealPlanPage />, { path: '/plan', theme: darkTheme });
    expect(await screen.findByText(/Nothing planned for this week yet/)).toBeInTheDocument();
  });
});
