import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDevelopmentSession } from '@forkful/runtime';
import { renderRoute } from '../../../testing/render';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { downloadRecipe, recipeFileName } from './download-recipe';
import { RecipeDetailPage } from './recipe-detail-page';

const api = mockRecipesApi();
const ID = '64b000000000000000000001';

/** What the page hands the browser to save: the file, and the link that was clicked. */
let files: Blob[];
let clicked: Array<{ href: string; download: string }>;
let click: jest.SpyInstance;
beforeEach(() => {
  files = [];
  clicked = [];
  URL.createObjectURL = jest.fn((file: Blob) => {
    files.push(file);
    return `blob:http://localhost/file-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  setDevelopmentSession({ uid: 'reader-1', email: 'reader@example.com' });
});
afterEach(() => {
  click.mockRestore();
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

describe('Download', () => {
  it('saves the recipe as a JSON file of one schema.org Recipe, the same object as the page says in JSON-LD', async () => {
    api.get.mockResolvedValue(makeRecipe({ _id: ID, title: 'Crème Brûlée', sourceUrl: 'https://example.com/creme-brulee' }));
    renderRoute(<RecipeDetailPage />, { path: '/recipes/:id', url: `/recipes/${ID}` });
    await screen.findByRole('heading', { level: 1, name: 'Crème Brûlée' });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:http://localhost/file-1', download: 'creme-brulee.recipe.json' }]));
    expect(files).toHaveLength(1);
    expect(files[0].type).toBe('application/json');
    const saved = JSON.parse(await readText(files[0]));
    expect(saved).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Crème Brûlée' });
    expect(saved).toEqual(JSON.parse(screen.getByTestId('recipe-json-ld').innerHTML));
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says so when the browser cannot make the file', async () => {
    URL.createObjectURL = jest.fn(() => {
      throw new Error('out of memory');
    });
    api.get.mockResolvedValue(makeRecipe({ _id: ID }));
    renderRoute(<RecipeDetailPage />, { path: '/recipes/:id', url: `/recipes/${ID}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The recipe could not be downloaded. Please try again.')).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('lets the object URL go once the download has had time to start', () => {
    jest.useFakeTimers();
    try {
      downloadRecipe(makeRecipe());
      expect(clicked).toHaveLength(1);
      expect(URL.revokeObjectURL).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/file-1');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('recipeFileName', () => {
  it.each([
    ['Creamy Garlic Pasta', 'creamy-garlic-pasta.recipe.json'],
    ['  Crème Brûlée & Friends!  ', 'creme-brulee-friends.recipe.json'],
    ['Mom’s "Best" Chili (v2)', 'mom-s-best-chili-v2.recipe.json'],
    ['../../etc/passwd', 'etc-passwd.recipe.json'],
    ['寿司', 'recipe.json'],
    ['', 'recipe.json'],
  ])('names %j %s', (title, name) => {
    expect(recipeFileName(title)).toBe(name);
  });

  it('keeps a long title to 80 characters, never ending on "-"', () => {
    const name = recipeFileName(`${'a'.repeat(79)} b`);
    expect(name).toBe(`${'a'.repeat(79)}.recipe.json`);
  });
});
