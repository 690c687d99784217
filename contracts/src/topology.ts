/**
 * The one map of Forkful's running parts: every app's name, folder, federation name, default port, the environment
 * variables that move it, and the modules each remote exposes to the shell. Webpack configs, the stack scripts, the
 * deploy commands, the API's CORS defaults, the shell's defaults, tests and benches all read it from here.
 */
export interface FrontendApp {
  /** Short name used by `npm run deploy -- <name>`. */
  readonly name: string;
  /** Workspace folder. */
  readonly dir: string;
  /** Module Federation container name. */
  readonly federationName: string;
  readonly isShell: boolean;
  readonly port: number;
  /** Variable that moves its dev/origin server. */
  readonly portEnv: string;
  /** For remotes: variable pointing the shell at a remote hosted elsewhere. */
  readonly urlEnv?: string;
  /** The HTML page title of its standalone page. */
  readonly title: string;
  /** For remotes: the exposed module ids and the file behind each. */
  readonly exposes: Readonly<Record<string, string>>;
}

export const FRONTEND_APPS = [
  { name: 'shell', dir: 'shell', federationName: 'shell', isShell: true, port: 3000, portEnv: 'SHELL_PORT', title: 'Forkful', exposes: {} },
  {
    name: 'public', dir: 'mfe-public', federationName: 'mfe_public', isShell: false, port: 3001, portEnv: 'MFE_PUBLIC_PORT', urlEnv: 'MFE_PUBLIC_URL',
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
  {
    name: 'recipes', dir: 'mfe-recipes', federationName: 'mfe_recipes', isShell: false, port: 3002, portEnv: 'MFE_RECIPES_PORT', urlEnv: 'MFE_RECIPES_URL',
    title: 'Forkful recipes',
    exposes: {
      './AllRecipesPage': './src/exposes/all-recipes-page.tsx',
      './RecipeDetailPage': './src/exposes/recipe-detail-page.tsx',
      './CookPage': './src/exposes/cook-page.tsx',
    },
  },
  {
    name: 'dashboard', dir: 'mfe-dashboard', federationName: 'mfe_dashboard', isShell: false, port: 3003, portEnv: 'MFE_DASHBOARD_PORT', urlEnv: 'MFE_DASHBOARD_URL',
    title: 'Forkful dashboard',
    exposes: {
      './DashboardLayout': './src/exposes/dashboard-layout.tsx',
      './OverviewPage': './src/exposes/overview-page.tsx',
      './MyRecipesPage': './src/exposes/my-recipes-page.tsx',
      './AddRecipePage': './src/exposes/add-recipe-page.tsx',
      './SavedRecipesPage': './src/exposes/saved-recipes-page.tsx',
    },
  },
] as const satisfies readonly FrontendApp[];

/** The host app (the shell) and the remotes it loads. */
export const SHELL_APP = FRONTEND_APPS[0];
export const REMOTE_APPS = FRONTEND_APPS.filter((app) => !app.isShell);

/**
 * The back-end services: default port and the variable that moves each; `host` where a service listens on one address
 * only (the Auth emulator, firebase.json), `urlEnv` where the frontends are told its URL.
 */
export const SERVICES = {
  api: { port: 4000, portEnv: 'API_PORT', urlEnv: 'API_URL' },
  authEmulator: { port: 9099, portEnv: 'AUTH_EMULATOR_PORT', host: '127.0.0.1', urlEnv: 'FIREBASE_AUTH_EMULATOR_URL' },
  embeddedMongo: { port: 27018, portEnv: 'EMBEDDED_MONGO_PORT' },
} as const;

/** The default local URL of a service or frontend on its default port (`host` for one bound to an address). */
export function localUrl(port: number, host = 'localhost'): string {
  return `http://${host}:${port}`;
}
