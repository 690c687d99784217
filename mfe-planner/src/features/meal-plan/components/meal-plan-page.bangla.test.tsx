import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatDay, formatRange, todayPlanDate, weekStart, weekdayName } from '../../../lib/plan-dates';
import { preloadBangla } from '../../../testing/bangla';
import { planEntryFixture, plannedRecipeOf, recipeFixture } from '../../../testing/plan-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { resetPlannerMocks, servePlanner } from '../../../testing/serve-planner';
import { MealPlanPage } from './meal-plan-page';

resetPlannerMocks();

const monday = weekStart(todayPlanDate());
const tuesday = addDays(monday, 1);
const BANGLA_DIGIT = /[০-৯]/;

async function renderPlanInBangla() {
  const server = servePlanner({
    recipes: [recipeFixture()],
    entries: [
      planEntryFixture({ _id: 'e1', date: monday, meal: 'dinner', note: 'Double the pecorino' }),
      planEntryFixture({ _id: 'gone', date: tuesday, meal: 'lunch', servings: 3, recipe: plannedRecipeOf(recipeFixture({ title: 'Old Stew' }), true) }),
    ],
  });
  renderWithProviders(<MealPlanPage />, { path: '/plan', locale: 'bn' });
  await waitFor(() => expect(server.range).toHaveBeenCalled());
  return server;
}

describe('MealPlanPage in Bangla', () => {
  beforeAll(preloadBangla);

  it('names the page, the week, its days and meals in Bangla, with Bangla digits; the recipes stay as their cooks wrote them', async () => {
    await renderPlanInBangla();
    expect(screen.getByRole('heading', { level: 1, name: 'খাবারের পরিকল্পনা' })).toBeInTheDocument();
    expect(document.title).toBe('খাবারের পরিকল্পনা · Forkful');
    const days = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(days[0]).toMatch(new RegExp(`^${formatDay(monday, 'bn')}`));
    expect(formatDay(monday, 'bn')).toMatch(BANGLA_DIGIT);
    expect(screen.getByText(formatRange(monday, addDays(monday, 6), 'bn'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'এই সপ্তাহ' })).toBeDisabled();

    const dinner = screen.getByRole('group', { name: `${formatDay(monday, 'bn')}, রাতের খাবার` });
    expect(await within(dinner).findByRole('link', { name: 'Carbonara' })).toHaveAttribute('href', '/recipes/r1');
    expect(within(dinner).getByText('Double the pecorino')).toBeInTheDocument();
    expect(within(dinner).getByRole('spinbutton', { name: 'Carbonara: কত জনের জন্য' })).toHaveValue(4);
    expect(within(dinner).getByRole('button', { name: 'Carbonara সরান' })).toHaveTextContent('সরান');
    expect(within(dinner).getByRole('button', { name: `যোগ করুন: ${weekdayName(monday, 'bn')}, রাতের খাবার` })).toBeInTheDocument();

    const lunch = screen.getByRole('group', { name: `${formatDay(tuesday, 'bn')}, দুপুরের খাবার` });
    expect(within(lunch).getByText('রেসিপিটি মুছে ফেলা হয়েছে')).toBeInTheDocument();
    expect(within(lunch).getByText('৩ জনের জন্য')).toBeInTheDocument();
  });

  it('asks before removing in Bangla, and says it was removed', async () => {
    const server = await renderPlanInBangla();
    await userEvent.click(await screen.findByRole('button', { name: 'Carbonara বাদ দিন' }));
    const dialog = screen.getByRole('dialog', { name: 'Carbonara বাদ দেবেন?' });
    expect(dialog).toHaveTextContent(`এটি আপনার পরিকল্পনা থেকে বাদ যাবে (${formatDay(monday, 'bn')}, রাতের খাবার)।`);
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'বাদ দিন' }));
    expect(server.remove).toHaveBeenCalledWith('e1');
    expect(await screen.findByText('Carbonara আপনার পরিকল্পনা থেকে বাদ দেওয়া হয়েছে')).toBeInTheDocument();
  });
});
