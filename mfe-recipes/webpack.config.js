const { createFrontendConfig } = require('../config/webpack.frontend');

module.exports = (env, argv) =>
  createFrontendConfig(
    {
      dir: __dirname,
      name: 'mfe_recipes',
      port: 3002,
      portEnv: 'MFE_RECIPES_PORT',
      title: 'Forkful recipes',
      exposes: {
        './AllRecipesPage': './src/exposes/all-recipes-page.tsx',
        './RecipeDetailPage': './src/exposes/recipe-detail-page.tsx',
      },
    },
    argv,
  );
