import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatDay, todayPlanDate } from '../../../lib/plan-dates';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { recipeFixture } from '../../../testing/plan-fixtures';
import { preloadBangla } from '../../../testing/bangla';
import { renderWithProviders } from '../../../testing/render';
import { resetPlannerMocks, servePlanner } from '../../../testing/serve-planner';
import { AddToPlanAction } from './add-to-plan-action';

resetPlannerMocks();

const today = todayPlanDate();

function renderAction(recipe: { _id: string; title: string; servings?: number } = { _id: 'r1', title: 'Carbonara', servings: 4 }) {
  const server = servePlanner({ recipes: [recipeFixture({ _id: 'r1', title: 'Carbonara', servings: 4 }), recipeFixture({ _id: 'r9', title: 'Toast', servings: undefined })] });
  renderWithProviders(<AddToPlanAction recipe={recipe} />, { path: '/recipes/r1' });
  return server;
}

describe('AddToPlanAction', () => {
  it("adds the recipe to today's dinner with its own servings, or the day, meal and note the cook chose", async () => {
    const server = renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Add to plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Carbonara to your plan' });
    expect(within(dialog).getByLabelText('Day')).toHaveValue(today);
    expect(within(dialog).getByRole('combobox', { name: 'Meal' })).toHaveValue('dinner');
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings' })).toHaveValue(4);
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: addDays(today, 2) } });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Meal' }), 'Breakfast');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Sunday treat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    expect(server.add).toHaveBeenCalledWith({ recipeId: 'r1', date: addDays(today, 2), meal: 'breakfast', servings: 4, note: 'Sunday treat' });
    expect(await screen.findByText(`Added to your plan: ${formatDay(addDays(today, 2))}, Breakfast`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add to plan' })).toHaveFocus();
  });

  it('plans 2 servings of a recipe that gives none', async () => {
    const server = renderAction({ _id: 'r9', title: 'Toast' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to plan' }));
    expect(await screen.findByRole('spinbutton', { name: 'Servings' })).toHaveValue(2);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add to plan' }));
    expect(server.add).toHaveBeenCalledWith({ recipeId: 'r9', date: today, meal: 'dinner', servings: 2 });
  });

  it('says what is wrong inline: servings out of range, or the API refusing', async () => {
    const server = renderAction();
    server.add.mockRejectedValueOnce(httpError(400, 'At most 20 entries a day'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to plan' }));
    const dialog = await screen.findByRole('dialog');
    const servings = within(dialog).getByRole('spinbutton', { name: 'Servings' });
    await userEvent.clear(servings);
    await userEvent.type(servings, '101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Servings must be a whole number from 1 to 100');
    expect(server.add).not.toHaveBeenCalled();
    await userEvent.clear(servings);
    await userEvent.type(servings, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not add it: At most 20 entries a day');
  });

  it('speaks Bangla on a Bangla page: the button, the dialog and its problems, with Bangla digits', async () => {
    await preloadBangla();
    servePlanner({ recipes: [recipeFixture()] });
    renderWithProviders(<AddToPlanAction recipe={{ _id: 'r1', title: 'Carbonara', servings: 4 }} />, { path: '/recipes/r1', locale: 'bn' });
    await userEvent.click(screen.getByRole('button', { name: 'পরিকল্পনায় যোগ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carbonara আপনার পরিকল্পনায় যোগ করুন' });
    expect(within(dialog).getByRole('combobox', { name: 'বেলা' })).toHaveDisplayValue('রাতের খাবার');
    const servings = within(dialog).getByRole('spinbutton', { name: 'কত জনের জন্য' });
    await userEvent.clear(servings);
    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিকল্পনায় যোগ করুন' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('কত জনের জন্য, তা ১ থেকে ১০০-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে');
  });
});
