import { photoUrlOf, recipeReadsOf } from './saved-recipes';

const API = 'https://api.forkful.test';

describe('what a saved recipe keeps for reading offline', () => {
  it('asks for the detail, the first page of reviews and the saved state at the URLs the recipe page uses', () => {
    expect(recipeReadsOf('665f1c2e', API)).toEqual({
      detail: `${API}/recipes/665f1c2e`,
      reviews: `${API}/recipes/665f1c2e/reviews?page=1`,
      savedState: `${API}/saved-recipes/665f1c2e`,
    });
  });

  it("resolves the photo as the UI kit does: a path on the API, an absolute URL as given, none when blank", () => {
    expect(photoUrlOf('/images/recipes/pasta.svg', API)).toBe(`${API}/images/recipes/pasta.svg`);
    expect(photoUrlOf('images/665f1c2e9b1d4a0012345678', API)).toBe(`${API}/images/665f1c2e9b1d4a0012345678`);
    expect(photoUrlOf('https://photos.example/p.jpg', API)).toBe('https://photos.example/p.jpg');
    expect(photoUrlOf('  ', API)).toBeUndefined();
    expect(photoUrlOf(undefined, API)).toBeUndefined();
    expect(photoUrlOf('data:image/png;base64,AAAA', API)).toBeUndefined();
  });
});
