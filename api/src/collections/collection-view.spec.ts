import { Types } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import type { StoredRecipe } from '../recipes/recipe-view';
import { isPermutationOf } from './collection-recipes.service';
import { asListed, ownerNameOf, StoredCollection, toCollection, toCollectionRecipe } from './collection-view';

const PUBLIC_URL = 'https://api.forkful.example';
const user = (name: string | null): AuthUser => ({ uid: 'u1', email: 'cook@example.com', emailVerified: true, name, roles: [] });

describe('toCollectionRecipe', () => {
  const stored = {
    _id: new Types.ObjectId(),
    title: 'Dal',
    image: '/images/recipes/dal.svg',
    cuisineType: 'Bangladeshi',
    authorName: 'Mei',
    authorEmail: 'mei@example.com',
    authorUid: 'mei',
    ingredients: 'lentils',
    instructions: 'Simmer.',
    prepTime: 30,
    likeCount: 4,
  } as StoredRecipe;

  it("keeps a card's fields only: never the author's email, the ingredients or the likes", () => {
    expect(toCollectionRecipe(stored, PUBLIC_URL)).toEqual({
      _id: String(stored._id),
      title: 'Dal',
      image: `${PUBLIC_URL}/images/recipes/dal.svg`,
      cuisineType: 'Bangladeshi',
      prepTime: 30,
      authorName: 'Mei',
      authorUid: 'mei',
    });
  });

  it('keeps the alt text, and leaves another site\'s image as it is', () => {
    const card = toCollectionRecipe({ ...stored, image: 'https://example.com/p.png', imageAlt: 'A bowl' }, PUBLIC_URL);
    expect(card).toMatchObject({ image: 'https://example.com/p.png', imageAlt: 'A bowl' });
  });
});

describe('toCollection', () => {
  const collection: StoredCollection = {
    _id: new Types.ObjectId(),
    ownerUid: 'u1',
    ownerName: 'Mei',
    title: 'Soups',
    visibility: 'public',
    hidden: true,
    recipeIds: [new Types.ObjectId(), new Types.ObjectId()],
    createdAt: new Date('2025-06-01T10:00:00Z'),
    updatedAt: new Date('2025-06-02T10:00:00Z'),
  };

  it('shows `hidden` to the owner only, the count of its recipes and the first card as the cover', () => {
    const cards = [{ _id: 'a', title: 'A', image: 'https://example.com/a.png', cuisineType: 'Others', authorName: 'X' }] as never;
    expect(toCollection(collection, cards, true)).toMatchObject({ hidden: true, recipeCount: 2, coverImage: 'https://example.com/a.png' });
    const seen = toCollection(collection, cards, false);
    expect(seen).not.toHaveProperty('hidden');
    expect(seen).not.toHaveProperty('description');
    expect(seen.createdAt).toBe('2025-06-01T10:00:00.000Z');
  });

  it('has no cover without recipes', () => {
    expect(toCollection({ ...collection, recipeIds: [] }, [], true)).not.toHaveProperty('coverImage');
    expect(asListed({ ...collection, recipeIds: [] })).toMatchObject({ recipeCount: 0, firstRecipeId: undefined });
  });
});

describe('ownerNameOf', () => {
  it("is the token's name, trimmed, else the recipes' name for a cook without one; never the email", () => {
    expect(ownerNameOf(user('  Mei  '))).toBe('Mei');
    for (const name of [null, '   ']) expect(ownerNameOf(user(name))).not.toMatch(/@/);
    expect(ownerNameOf(user(null))).toBe(ownerNameOf(user('')));
  });
});

describe('isPermutationOf', () => {
  const [a, b, c] = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];
  const copy = (id: Types.ObjectId) => new Types.ObjectId(String(id));

  it('takes each id once in any order (equal ids, not the same objects)', () => {
    expect(isPermutationOf([a, b, c], [copy(c), copy(a), copy(b)])).toBe(true);
    expect(isPermutationOf([], [])).toBe(true);
  });

  it('refuses one missing, one twice, or one not in it', () => {
    expect(isPermutationOf([a, b], [a])).toBe(false);
    expect(isPermutationOf([a, b], [a, a])).toBe(false);
    expect(isPermutationOf([a, b], [a, b, a])).toBe(false);
    expect(isPermutationOf([a, b], [a, c])).toBe(false);
  });
});
