#!/usr/bin/env node
/* Writes the sample pictures to api/public/images/ from the built illustration code (run `npm run build` first). */
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { SAMPLE_RECIPES } = require('../dist/seed/sample-recipes');
const { SAMPLE_USERS } = require('../dist/seed/sample-users');
const { recipeIllustration, avatarIllustration } = require('../dist/seed/illustrations');

const images = join(__dirname, '..', 'public', 'images');
mkdirSync(join(images, 'recipes'), { recursive: true });
mkdirSync(join(images, 'avatars'), { recursive: true });
for (const recipe of SAMPLE_RECIPES) writeFileSync(join(images, 'recipes', `${recipe.slug}.svg`), recipeIllustration(recipe));
SAMPLE_USERS.forEach((user, index) =>
  writeFileSync(join(images, 'avatars', `${user.uid.replace(/^sample-/, '')}.svg`), avatarIllustration(user, index)),
);
console.log(`Wrote ${SAMPLE_RECIPES.length} recipe pictures and ${SAMPLE_USERS.length} avatars to ${images}`);
