/* Writes the sample pictures to api/public/images/ from the illustration code (`npm run generate:images -w @forkful/api`). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { avatarIllustration, recipeIllustration } from '../src/seed/illustrations';
import { SAMPLE_RECIPES } from '../src/seed/sample-recipes';
import { SAMPLE_USERS } from '../src/seed/sample-users';

const images = join(__dirname, '..', 'public', 'images');
mkdirSync(join(images, 'recipes'), { recursive: true });
mkdirSync(join(images, 'avatars'), { recursive: true });
for (const recipe of SAMPLE_RECIPES) writeFileSync(join(images, 'recipes', `${recipe.slug}.svg`), recipeIllustration(recipe));
SAMPLE_USERS.forEach((user, index) =>
  writeFileSync(join(images, 'avatars', `${user.uid.replace(/^sample-/, '')}.svg`), avatarIllustration(user, index)),
);
console.log(`Wrote ${SAMPLE_RECIPES.length} recipe pictures and ${SAMPLE_USERS.length} avatars to ${images}`);
