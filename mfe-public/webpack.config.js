const { createFrontendConfig } = require('../config/webpack.frontend');

module.exports = (env, argv) =>
  createFrontendConfig(
    {
      dir: __dirname,
      name: 'mfe_public',
      port: 3001,
      portEnv: 'MFE_PUBLIC_PORT',
      title: 'Forkful · Public pages',
      exposes: {
        './HomePage': './src/exposes/home-page.tsx',
        './AboutPage': './src/exposes/about-page.tsx',
        './ContactPage': './src/exposes/contact-page.tsx',
        './SupportPage': './src/exposes/support-page.tsx',
        './TermsPage': './src/exposes/terms-page.tsx',
        './PrivacyPage': './src/exposes/privacy-page.tsx',
        './NotFoundPage': './src/exposes/not-found-page.tsx',
      },
    },
    argv,
  );
