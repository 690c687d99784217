import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import { ExtensionsContext, type ExtensionContribution, type ExtensionContributions } from '@forkful/runtime';
import type { ExtensionSlotProps } from '@forkful/topology';
import { ExtensionSlot } from './extension-slot';

// The shell's copy of @forkful/runtime is the one a remote gets: an older shell's has no ExtensionsContext.
const mockRuntime = { hasExtensions: true };
jest.mock('@forkful/runtime', () => {
  const actual = jest.requireActual<typeof import('@forkful/runtime')>('@forkful/runtime');
  return { ...actual, get ExtensionsContext() { return mockRuntime.hasExtensions ? actual.ExtensionsContext : undefined; } };
});

type RecipeActionProps = ExtensionSlotProps['recipe-actions'];
const recipe = { _id: 'r1', title: 'Creamy Garlic Pasta', servings: 2 };

function AddToPlan({ recipe: { title, servings } }: RecipeActionProps) {
  return <button type="button">Add {title} ({servings}) to plan</button>;
}

// Each test names its contributions afresh: a failure is reported once per page load (per id).
let seq = 0;
const contribution = (load: () => Promise<ComponentType<RecipeActionProps>>): ExtensionContribution => ({ id: `mfe_test${(seq += 1)}/Action`, load });

function Page({ contributions }: { contributions: ExtensionContributions | null }) {
  return (
    <ExtensionsContext.Provider value={contributions}>
      <h1>{recipe.title}</h1>
      <div role="group" aria-label="Recipe actions">
        <button type="button">Save recipe</button>
        <ExtensionSlot slot="recipe-actions" props={{ recipe }} />
      </div>
    </ExtensionsContext.Provider>
  );
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('ExtensionSlot', () => {
  it("renders each contribution with the slot's props, in the order listed", async () => {
    const first = contribution(async () => AddToPlan);
    const second = contribution(async () => () => <a href="/shopping-list">Shopping list</a>);
    const { container } = render(<Page contributions={{ 'recipe-actions': [first, second] }} />);
    expect(await screen.findByRole('button', { name: 'Add Creamy Garlic Pasta (2) to plan' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Recipe actions' });
    expect([...group.querySelectorAll('button, a')].map((node) => node.textContent)).toEqual([
      'Save recipe', 'Add Creamy Garlic Pasta (2) to plan', 'Shopping list',
    ]);
    expect(container.querySelectorAll('[data-extension-slot="recipe-actions"]')).toHaveLength(1);
  });

  it.each([
    ['no context (a standalone remote, a test)', null],
    ['no contribution to this slot', { 'other-slot': [contribution(async () => AddToPlan)] }],
    ['an empty list', { 'recipe-actions': [] }],
    ['malformed entries', { 'recipe-actions': [null, { id: 'mfe_x/Action' }, { load: async () => AddToPlan }] }],
  ])('renders nothing, not even its wrapper, with %s', async (_, contributions) => {
    const { container } = render(<Page contributions={contributions as ExtensionContributions | null} />);
    await act(async () => undefined);
    expect(container.querySelector('[data-extension-slot]')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Save recipe']);
  });

  it('leaves out a contribution that fails to load or is no component, reporting it once, and shows the others', async () => {
    const down = contribution(() => Promise.reject(new Error('mfe_test did not load within 4 s')));
    const empty = contribution(async () => undefined as unknown as ComponentType<RecipeActionProps>);
    const fine = contribution(async () => AddToPlan);
    const contributions = { 'recipe-actions': [down, empty, fine] };
    const { rerender } = render(<Page contributions={contributions} />);
    expect(await screen.findByRole('button', { name: /to plan/ })).toBeInTheDocument();
    rerender(<Page contributions={contributions} />);
    await act(async () => undefined);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      `[forkful] ${down.id} is left out of the recipe-actions slot:`,
      `[forkful] ${empty.id} is left out of the recipe-actions slot:`,
    ]);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('loads a failed contribution again when its slot is next mounted (another page), still reporting it once', async () => {
    const load = jest.fn<Promise<ComponentType<RecipeActionProps>>, []>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(AddToPlan);
    const action = contribution(load);
    const first = render(<Page contributions={{ 'recipe-actions': [action] }} />);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    first.unmount();
    render(<Page contributions={{ 'recipe-actions': [action] }} />);
    expect(await screen.findByRole('button', { name: /to plan/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a contribution that throws while rendering: the page and the other contributions stay', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = contribution(async () => () => {
      throw new Error('broken action');
    });
    render(<Page contributions={{ 'recipe-actions': [broken, contribution(async () => AddToPlan)] }} />);
    expect(await screen.findByRole('button', { name: /to plan/ })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(`[forkful] ${broken.id} is left out of the recipe-actions slot:`, expect.stringContaining('broken action')));
    expect(screen.getByRole('heading', { name: recipe.title })).toBeInTheDocument();
    error.mockRestore();
  });

  it('renders nothing on the server and hydrates without a mismatch, then shows its contributions', async () => {
    const contributions = { 'recipe-actions': [contribution(async () => AddToPlan)] };
    const html = renderToString(<Page contributions={contributions} />);
    expect(html).not.toContain('to plan');
    expect(html).not.toContain('data-extension-slot');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page contributions={contributions} />, { onRecoverableError: (problem) => errors.push(problem) });
    });
    expect(await screen.findByRole('button', { name: /to plan/ })).toBeInTheDocument();
    expect(errors).toEqual([]);
    container.remove();
  });
});

describe('ExtensionSlot on a shell whose runtime predates ExtensionsContext', () => {
  afterEach(() => {
    mockRuntime.hasExtensions = true;
  });

  it('renders nothing', async () => {
    mockRuntime.hasExtensions = false;
    const { container } = render(<ExtensionSlot slot="recipe-actions" props={{ recipe }} />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
