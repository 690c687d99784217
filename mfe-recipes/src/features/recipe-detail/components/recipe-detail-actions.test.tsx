import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { setDevelopmentSession } from '@forkful/runtime';
import { COOK_MESSAGES } from '@forkful/domain';
import { renderRoute } from '../../../testing/render';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { RecipeDetailPage } from './recipe-detail-page';
import { RecipeSummary } from './recipe-summary';

const api = mockRecipesApi();
const ID = '64b000000000000000000001';

async function renderDetail(overrides: Parameters<typeof makeRecipe>[0] = {}) {
  api.get.mockResolvedValue(makeRecipe({ _id: ID, ...overrides }));
  const view = renderRoute(<RecipeDetailPage />, { path: '/recipes/:id', url: `/recipes/${ID}` });
  await screen.findByRole('heading', { level: 1, name: 'Creamy Garlic Pasta' });
  return view;
}

beforeEach(() => setDevelopmentSession({ uid: 'reader-1', email: 'reader@example.com' }));

describe('Save recipe', () => {
  it('is a toggle: "Save recipe" saves and becomes "Saved" (pressed); pressing again removes it', async () => {
    await renderDetail();
    const save = await screen.findByRole('button', { name: COOK_MESSAGES.saveRecipe });
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    const saved = await screen.findByRole('button', { name: COOK_MESSAGES.saved });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(api.cook().put).toHaveBeenCalledWith(`/saved-recipes/${ID}`);
    expect(api.cook().saved.has(ID)).toBe(true);
    await userEvent.click(saved);
    expect(await screen.findByRole('button', { name: COOK_MESSAGES.saveRecipe })).toHaveAttribute('aria-pressed', 'false');
    expect(api.cook().saved.has(ID)).toBe(false);
  });

  it('shows "Saved" for a recipe saved earlier', async () => {
    api.cook().saved.add(ID);
    await renderDetail();
    expect(await screen.findByRole('button', { name: COOK_MESSAGES.saved })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back to "Save recipe" with a toast when the API refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.cook().put.mockRejectedValueOnce(httpError(500, 'down'));
    await renderDetail();
    const save = await screen.findByRole('button', { name: COOK_MESSAGES.saveRecipe });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText(COOK_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COOK_MESSAGES.saveRecipe })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Servings', () => {
  it('offers the field only for a recipe with servings, starting at its own', async () => {
    await renderDetail({ servings: 2 });
    expect(screen.getByRole('spinbutton', { name: COOK_MESSAGES.servings })).toHaveValue(2);
  });

  it('scales the ingredient lines that start with a quantity as the servings change', async () => {
    await renderDetail({ servings: 2, ingredients: '200 g pasta, 1/2 cup milk, salt' });
    const field = screen.getByRole('spinbutton', { name: COOK_MESSAGES.servings });
    const lines = () => within(screen.getByRole('list', { name: 'Ingredients' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines()).toEqual(['200 g pasta', '1/2 cup milk', 'salt']);
    await userEvent.clear(field);
    await userEvent.type(field, '4');
    expect(lines()).toEqual(['400 g pasta', '1 cup milk', 'salt']);
    await userEvent.clear(field);
    expect(lines()).toEqual(['400 g pasta', '1 cup milk', 'salt']);
    await userEvent.tab();
    expect(field).toHaveValue(4);
  });

  it('has no field for a recipe without servings', async () => {
    await renderDetail();
    expect(screen.queryByRole('spinbutton', { name: COOK_MESSAGES.servings })).not.toBeInTheDocument();
  });

  it('changes by the fewer and more buttons within 1 to 100', async () => {
    await renderDetail({ servings: 1 });
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByRole('spinbutton', { name: COOK_MESSAGES.servings })).toHaveValue(2);
  });
});

describe('Start cooking', () => {
  it('opens a full-screen step view moved by the arrow keys, with a checklist, and Escape leaves', async () => {
    await renderDetail({ instructions: 'Boil the pasta.\nMake the sauce.\nToss together.', ingredients: 'spaghetti, garlic' });
    const start = screen.getByRole('button', { name: COOK_MESSAGES.startCooking });
    start.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Creamy Garlic Pasta' });
    expect(within(dialog).getByRole('heading', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(within(dialog).getByText('Boil the pasta.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading', { name: 'Step 2 of 3' })).toBeInTheDocument();
    expect(within(dialog).getByText('Make the sauce.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('heading', { name: 'Step 3 of 3' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Next step/ })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('heading', { name: 'Step 2 of 3' })).toBeInTheDocument();
    const garlic = within(dialog).getByRole('checkbox', { name: 'garlic' });
    await userEvent.click(garlic);
    expect(garlic).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(start).toHaveFocus();
  });

  it('keeps the screen awake where the browser can, and lets the lock go on leaving', async () => {
    const release = jest.fn(async () => undefined);
    const sentinel = { released: false, release, addEventListener: jest.fn() };
    const request = jest.fn(async () => sentinel);
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      await renderDetail();
      await userEvent.click(screen.getByRole('button', { name: COOK_MESSAGES.startCooking }));
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      expect(await screen.findByText(/The screen stays on while you cook\./)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(release).toHaveBeenCalled();
    } finally {
      delete (navigator as { wakeLock?: unknown }).wakeLock;
    }
  });
});

describe('Share', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('uses the Web Share API where the browser has it', async () => {
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await renderDetail();
    await userEvent.click(screen.getByRole('button', { name: COOK_MESSAGES.share }));
    expect(share).toHaveBeenCalledWith({ title: 'Creamy Garlic Pasta', url: window.location.href });
  });

  it('else copies the link and says "Link copied"', async () => {
    await renderDetail();
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: COOK_MESSAGES.share }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText(COOK_MESSAGES.linkCopied)).toBeInTheDocument();
  });
});

describe('the cook who shared it', () => {
  it("links the cook's name to their page", async () => {
    await renderDetail({ authorUid: 'sample-marco', authorName: 'Marco Bianchi' });
    expect(screen.getByRole('link', { name: 'Marco Bianchi' })).toHaveAttribute('href', '/cooks/sample-marco');
  });

  it('shows the name without a link when the API sends no uid (an older API)', async () => {
    await renderDetail({ authorName: 'Maria Rossi' });
    expect(screen.getByText('Maria Rossi')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Maria Rossi' })).not.toBeInTheDocument();
  });

  it('shows the name without a link on a shell that has no cook pages yet', () => {
    const recipe = makeRecipe({ authorUid: 'sample-marco', authorName: 'Marco Bianchi' });
    const router = createMemoryRouter([{ path: '/', element: <RecipeSummary recipe={recipe} />, children: [{ path: 'recipes/:id' }, { path: '*' }] }]);
    render(
      <ThemeProvider theme={lightTheme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Marco Bianchi')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Marco Bianchi' })).not.toBeInTheDocument();
  });
});
