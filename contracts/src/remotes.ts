/**
 * The typed surface of each remote: the federation name and the modules it exposes.
 * Every exposed module default-exports a React component that takes no props; it reads the
 * route through react-router (a shared singleton) and the session through `useSession`.
 */
export const REMOTES = {
  mfe_public: ['./HomePage', './AboutPage', './ContactPage', './SupportPage', './TermsPage', './PrivacyPage', './NotFoundPage'],
  mfe_recipes: ['./AllRecipesPage', './RecipeDetailPage'],
  mfe_dashboard: ['./DashboardLayout', './OverviewPage', './MyRecipesPage', './AddRecipePage'],
} as const;

export type RemoteName = keyof typeof REMOTES;
export type RemoteModuleId<R extends RemoteName = RemoteName> = R extends RemoteName
  ? `${R}/${(typeof REMOTES)[R][number] extends `./${infer M}` ? M : never}`
  : never;

/** The shape of the shell's `remotes.json`: remote name -> URL of its `mf-manifest.json` (or remoteEntry.js). */
export type RemotesManifest = Record<RemoteName, string>;

/** The shape of the shell's `config.json`, written at serve time from the environment. */
export interface RuntimeConfig {
  apiUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId?: string;
    /** Set only for the Auth emulator, e.g. "http://127.0.0.1:9099". */
    authEmulatorUrl?: string;
  };
  /** Whether this browser may try a remote version that is not current (`?preview=recipes@<version>`). */
  allowVersionPreview?: boolean;
}
