import { CATEGORIES, CUISINES, PASSWORD_MIN_LENGTH, RECIPE_LIMITS, splitCommaList } from '@forkful/domain';
import { parseLeadingQuantity, scaleIngredientLine } from '@forkful/domain/ingredients';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { IMAGES_DIR } from '../app.factory';
import { avatarIllustration, recipeIllustration } from './illustrations';
import { SAMPLE_RECIPES } from './sample-recipes';
import { SAMPLE_USERS } from './sample-users';
import { sampleRecipeDocument } from './seed.service';

describe('sample users', () => {
  it('have fixed, unique uids and emails, and passwords that pass the registration rules', () => {
    expect(SAMPLE_USERS.length).toBeGreaterThanOrEqual(3);
    expect(new Set(SAMPLE_USERS.map((u) => u.uid)).size).toBe(SAMPLE_USERS.length);
    expect(new Set(SAMPLE_USERS.map((u) => u.email)).size).toBe(SAMPLE_USERS.length);
    for (const user of SAMPLE_USERS) {
      expect(user.email).toMatch(/^[a-z]+@forkful\.dev$/);
      expect(user.password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(user.password).toMatch(/[A-Z]/);
      expect(user.password).toMatch(/[a-z]/);
      expect(user.displayName.trim()).not.toBe('');
    }
  });

  it('are consumable from plain JS in the build output', () => {
    // scripts/start.ts requires api/dist/seed/sample-users.js: the module must be plain data with this export name.
    expect(Object.keys(require('./sample-users'))).toEqual(expect.arrayContaining(['SAMPLE_USERS', 'samplePhotoUrl']));
  });
});

describe('sample recipes', () => {
  it('are at least 32, across every cuisine and category, with varied likes and prep times', () => {
    expect(SAMPLE_RECIPES.length).toBeGreaterThanOrEqual(32);
    expect(new Set(SAMPLE_RECIPES.map((r) => r.cuisineType))).toEqual(new Set(CUISINES));
    expect(new Set(SAMPLE_RECIPES.flatMap((r) => r.categories))).toEqual(new Set(CATEGORIES));
    expect(new Set(SAMPLE_RECIPES.map((r) => r.likes)).size).toBeGreaterThan(20);
    expect(new Set(SAMPLE_RECIPES.map((r) => r.prepTime)).size).toBeGreaterThan(10);
    expect(new Set(SAMPLE_RECIPES.map((r) => r.slug)).size).toBe(SAMPLE_RECIPES.length);
    for (const cuisine of CUISINES) expect(SAMPLE_RECIPES.filter((r) => r.cuisineType === cuisine).length).toBeGreaterThanOrEqual(5);
  });

  it('are authored by the sample users and stored in the canonical form', () => {
    for (const sample of SAMPLE_RECIPES) {
      const document = sampleRecipeDocument(sample, new Date());
      expect(SAMPLE_USERS.map((u) => u.uid)).toContain(document.authorUid);
      expect(document.likeCount).toBe(document.baseLikeCount);
      expect(Number.isInteger(document.prepTime) && document.prepTime >= 1).toBe(true);
      expect(document.ingredients.split(',').length).toBeGreaterThanOrEqual(3);
      expect(document.image).toBe(`/images/recipes/${sample.slug}.svg`);
    }
  });

  it('say how many they serve, and most ingredient items start with an amount the servings field can scale', () => {
    const items = SAMPLE_RECIPES.flatMap((r) => splitCommaList(r.ingredients));
    for (const sample of SAMPLE_RECIPES) {
      expect(Number.isInteger(sample.servings)).toBe(true);
      expect(sample.servings).toBeGreaterThanOrEqual(RECIPE_LIMITS.servingsMin);
      expect(sample.servings).toBeLessThanOrEqual(RECIPE_LIMITS.servingsMax);
      expect(sampleRecipeDocument(sample, new Date()).servings).toBe(sample.servings);
    }
    const withAmount = items.filter((item) => parseLeadingQuantity(item) !== null);
    expect(withAmount.length / items.length).toBeGreaterThan(0.75);
    // Doubling changes every item with an amount, and only the amount (the words searches match stay as they are).
    for (const item of withAmount) {
      const { rest } = parseLeadingQuantity(item)!;
      const doubled = scaleIngredientLine(item, 2);
      expect(doubled).not.toBe(item);
      expect(doubled.endsWith(rest)).toBe(true);
    }
    // Some items stay without an amount ("salt", "black pepper").
    expect(items).toEqual(expect.arrayContaining(['salt', 'black pepper']));
  });

  it('each have a picture file matching its drawing code (run `npm run generate:images -w @forkful/api` after a change)', () => {
    for (const sample of SAMPLE_RECIPES) {
      const file = join(IMAGES_DIR, 'recipes', `${sample.slug}.svg`);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(recipeIllustration(sample));
    }
    SAMPLE_USERS.forEach((user, index) => {
      expect(user.photoPath).toMatch(/^\/images\/avatars\/[a-z]+\.svg$/);
      expect(readFileSync(join(IMAGES_DIR, 'avatars', basename(user.photoPath)), 'utf8')).toBe(avatarIllustration(user, index));
    });
  });
});
