const { createFrontendConfig } = require('../config/webpack.frontend');

module.exports = (env, argv) =>
  createFrontendConfig(
    {
      dir: __dirname,
      name: 'mfe_dashboard',
      port: 3003,
      portEnv: 'MFE_DASHBOARD_PORT',
      title: 'Forkful dashboard',
      exposes: {
        './DashboardLayout': './src/exposes/dashboard-layout.tsx',
        './OverviewPage': './src/exposes/overview-page.tsx',
        './MyRecipesPage': './src/exposes/my-recipes-page.tsx',
        './AddRecipePage': './src/exposes/add-recipe-page.tsx',
      },
    },
    argv,
  );
