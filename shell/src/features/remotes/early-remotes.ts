import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * Runs in the shell's first chunk, before React and the other shared modules have arrived: as soon as remotes.json
 * (asked for by public/index.html) answers, the remote serving the current page starts downloading its manifest,
 * entry and page chunks (preloaded, not run: the shared singletons are negotiated later, as usual).
 * Only plain code here: a shared module (React, @forkful/contracts) cannot be used before the async boundary.
 */

/** The first path segment -> the remote and modules of its page (app/routes.tsx; a test keeps the two in step). */
export const EARLY_REMOTE_PAGES: Record<string, [remote: string, exposes: string[]]> = {
  '': ['mfe_public', ['HomePage']],
  about: ['mfe_public', ['AboutPage']],
  contact: ['mfe_public', ['ContactPage']],
  support: ['mfe_public', ['SupportPage']],
  terms: ['mfe_public', ['TermsPage']],
  privacy: ['mfe_public', ['PrivacyPage']],
  'all-recipes': ['mfe_recipes', ['AllRecipesPage']],
  recipes: ['mfe_recipes', ['RecipeDetailPage']],
  cooks: ['mfe_recipes', ['CookPage']],
  dashboard: ['mfe_dashboard', ['DashboardLayout']],
  'my-recipes': ['mfe_dashboard', ['MyRecipesPage']],
  'add-recipe': ['mfe_dashboard', ['AddRecipePage']],
};

export function earlyRemotePage(pathname: string): [string, string[]] | undefined {
  return EARLY_REMOTE_PAGES[pathname.split('/')[1] ?? ''];
}

/** A version preview (features/remotes/version-preview.ts) changes the remotes' URLs: leave it to the bootstrap. */
function previewing(): boolean {
  try {
    return /[?&]preview=/.test(window.location.search) || Boolean(window.sessionStorage.getItem('forkful.preview'));
  } catch {
    return true;
  }
}

export function preloadCurrentRemote(pathname = window.location.pathname): void {
  const page = earlyRemotePage(pathname);
  const remotesFile = window.__forkfulRuntimeFiles?.['/remotes.json'];
  if (!page || !remotesFile || previewing()) return;
  const [remote, exposes] = page;
  remotesFile
    .then((remotes) => {
      const entry = (remotes as Record<string, unknown>)[remote];
      if (typeof entry !== 'string') return undefined;
      // The same registration the bootstrap makes (registering it again there changes nothing).
      registerRemotes([{ name: remote, entry }]);
      return preloadRemote([{ nameOrAlias: remote, exposes, resourceCategory: 'sync' }]);
    })
    .catch(() => undefined);
}
