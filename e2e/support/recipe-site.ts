/**
 * Another recipe website, for the import tests: a page publishing a schema.org Recipe (JSON-LD in a Yoast-style
 * @graph, as most recipe sites do) and its photo, on a loopback port. global-setup.ts starts it before the stack and
 * lets the API fetch it (IMPORT_ALLOW_HOSTS: loopback is otherwise refused); tests read its address from
 * RECIPE_SITE_ENV.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export const RECIPE_SITE_ENV = 'FORKFUL_E2E_RECIPE_SITE';

/** The recipe the site publishes at /recipes/lentil-soup (what an import should bring in). */
export const SITE_RECIPE = {
  path: '/recipes/lentil-soup',
  photoPath: '/photos/lentil-soup.jpg',
  title: 'Red Lentil Soup',
  ingredients: ['1 cup red lentils, rinsed', '2 onions', '1 tsp turmeric', '4 cups water'],
  steps: ['Fry the onions until golden.', 'Add the lentils, turmeric and water.', 'Simmer for 40 minutes and blend.'],
  totalTime: 'PT1H15M',
  minutes: 75,
  servings: 4,
};

const PHOTO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
  <rect width="1600" height="1200" fill="#3b2a1e"/><circle cx="800" cy="600" r="480" fill="#f1efe9"/>
  <circle cx="800" cy="600" r="420" fill="#e0782f"/><circle cx="700" cy="520" r="40" fill="#4f8a3a"/><circle cx="900" cy="680" r="30" fill="#fff3d6"/>
</svg>`;

function recipePage(origin: string): string {
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', '@id': `${origin}/#website`, name: 'Another Recipe Site' },
      { '@type': 'Article', headline: SITE_RECIPE.title, isPartOf: { '@id': `${origin}/#website` } },
      {
        '@type': 'Recipe',
        name: SITE_RECIPE.title,
        image: { '@type': 'ImageObject', url: `${origin}${SITE_RECIPE.photoPath}` },
        recipeYield: [`${SITE_RECIPE.servings}`, `${SITE_RECIPE.servings} servings`],
        totalTime: SITE_RECIPE.totalTime,
        recipeCuisine: 'Bengali',
        recipeCategory: 'Dinner',
        keywords: 'soup, vegan',
        recipeIngredient: SITE_RECIPE.ingredients,
        recipeInstructions: SITE_RECIPE.steps.map((text) => ({ '@type': 'HowToStep', text })),
      },
    ],
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${SITE_RECIPE.title}</title>
<script type="application/ld+json">${JSON.stringify(graph)}</script></head>
<body><h1>${SITE_RECIPE.title}</h1><p>A weeknight soup.</p></body></html>`;
}

export async function startRecipeSite(): Promise<{ server: Server; origin: string }> {
  const photo = await sharp(Buffer.from(PHOTO_SVG)).jpeg({ quality: 80 }).toBuffer();
  const server = createServer((request, response) => {
    const origin = `http://${request.headers.host}`;
    if (request.url === SITE_RECIPE.path) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(recipePage(origin));
    } else if (request.url === SITE_RECIPE.photoPath) {
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': photo.length }).end(photo);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
