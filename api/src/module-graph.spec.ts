import { Global, Module } from '@nestjs/common';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AuthModule } from './auth/auth.module';
import { API_CONFIG, loadConfig } from './config/api-config';
import { FavouritesService } from './favourites/favourites.service';
import { LikesService } from './likes/likes.service';
import { RecipeQueriesService } from './recipes/recipe-queries.service';
import { RecipeWritesService } from './recipes/recipe-writes.service';
import { RecipesModule } from './recipes/recipes.module';

/** What the root module gives every feature: the config and a connection (here one whose models already exist). */
@Global()
@Module({
  providers: [
    { provide: API_CONFIG, useValue: loadConfig({ NODE_ENV: 'test' }) },
    { provide: getConnectionToken(), useValue: { models: { Recipe: { modelName: 'Recipe' } } } },
  ],
  exports: [API_CONFIG, getConnectionToken()],
})
class RootStandIn {}

/** Every import path of the .ts sources (specs excepted) under a folder of src/, as folders relative to src/. */
function importedFolders(folder: string): string[] {
  const files = readdirSync(join(__dirname, folder), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
  return files.flatMap((file) => {
    const path = join(__dirname, folder, file);
    const specifiers = [...readFileSync(path, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => m[1]);
    return specifiers.map((s) => relative(__dirname, join(path, '..', s)).split('/')[0]);
  });
}

describe('the module graph points one way', () => {
  it('compiles RecipesModule without the features built on it (likes, favourites)', async () => {
    const module = await Test.createTestingModule({ imports: [RootStandIn, AuthModule, RecipesModule] }).compile();
    expect(module.get(RecipeQueriesService)).toBeInstanceOf(RecipeQueriesService);
    expect(module.get(RecipeWritesService)).toBeInstanceOf(RecipeWritesService);
    expect(module.get(getModelToken('Recipe'))).toEqual({ modelName: 'Recipe' });
    expect(() => module.get(LikesService)).toThrow();
    expect(() => module.get(FavouritesService)).toThrow();
    await module.close();
  });

  it('keeps recipes unaware of likes and the seed, and auth unaware of every feature', () => {
    const builtOnRecipes = ['likes', 'images', 'seed', 'favourites', 'authors'];
    expect(importedFolders('recipes').filter((f) => builtOnRecipes.includes(f))).toEqual([]);
    expect(importedFolders('auth').filter((f) => ['recipes', 'rate-limits', ...builtOnRecipes].includes(f))).toEqual([]);
    expect(importedFolders('common').filter((f) => ['recipes', 'auth', ...builtOnRecipes].includes(f))).toEqual([]);
    // The check reads real imports: likes do import recipes.
    expect(importedFolders('likes')).toContain('recipes');
    expect(importedFolders('images')).toContain('recipes');
    expect(importedFolders('favourites')).toContain('recipes');
    expect(importedFolders('authors')).toEqual(expect.arrayContaining(['recipes', 'auth']));
  });
});
