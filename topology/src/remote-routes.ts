/**
 * Route ownership: each remote declares the URL space it owns and its pages in its route module (`src/routes.json`,
 * published beside its `mf-manifest.json` as `routes.json`), and the shell mounts what the live remotes declare.
 * Pure types and helpers: the shell, the shell's server, the deploy checks and the remotes all read these.
 * The schema (bounds included) is `@forkful/topology/routes-schema` (zod, Node tooling only).
 */

/** Who may open a page: anyone, signed-in users only (others go to /login and come back), or signed-out users only. */
export type PageAccess = 'public' | 'signed-in' | 'signed-out';

/** Where a navigation entry is shown: the shell's header, the dashboard's navigation, the footer's two columns. */
export const NAV_SLOTS = ['header', 'dashboard', 'footer-explore', 'footer-help'] as const;
export type NavSlot = (typeof NAV_SLOTS)[number];

/**
 * One page. Top level: `path` is absolute (`/recipes/:id`). A child of a layout page: `path` is relative (`saved`) or
 * `index: true`. `module` names what renders it: `AllRecipesPage` (this remote's exposed `./AllRecipesPage`) or
 * `mfe_recipes/AllRecipesPage` (another live remote's page, mounted in this remote's layout: neither imports the other).
 */
export interface RemotePageDeclaration {
  path?: string;
  index?: boolean;
  module: string;
  /** Top level only; children take their layout's. Default 'public'. */
  access?: PageAccess;
  /** The document title while the page shows ("All Recipes" -> "All Recipes · Forkful"; none: "Forkful"); the page may refine it. */
  title?: string;
  /** The title in the other languages, by language code (`{ "bn": "সব রেসিপি" }`); English is `title`. */
  titles?: TranslatedText;
  /** Top level only: also shown for every path no live remote claims (the 404 page). One live remote at most. */
  catchAll?: boolean;
  children?: RemotePageDeclaration[];
}

/**
 * A route module's text in languages other than English, by language code (`bn`). The remote owns it and ships it
 * with its version; the shell shows the entry for the page's language, else the English one.
 */
export type TranslatedText = Readonly<Record<string, string>>;

/** The text of a title or label in a language: its translation when the module has one, else the English. */
export function inLanguage(english: string, translations: TranslatedText | undefined, language: string): string {
  const translated = translations && Object.prototype.hasOwnProperty.call(translations, language) ? translations[language] : undefined;
  return typeof translated === 'string' && translated ? translated : english;
}

export interface NavEntry {
  slot: NavSlot;
  label: string;
  /** The label in the other languages, by language code (`{ "bn": "সব রেসিপি" }`); English is `label`. */
  labels?: TranslatedText;
  /** An internal path, e.g. `/all-recipes`. */
  to: string;
  /** Position in its slot, ascending; ties keep the remotes' order in the registry. */
  order: number;
  /** Active only on exactly this path (react-router NavLink `end`). */
  end?: boolean;
  /** Shown to everyone (default), or only when signed in / signed out. */
  show?: 'always' | 'signed-in' | 'signed-out';
}

/**
 * The named places on a remote's page where other remotes may contribute a component at run time (extension points):
 * `recipe-actions`, the actions beside Save and Share on a recipe's page (mfe-recipes). Adding one is a platform
 * change: a name here, its props in ExtensionSlotProps, and the page that renders `<ExtensionSlot>` for it.
 */
export const EXTENSION_SLOTS = ['recipe-actions'] as const;
export type ExtensionSlotName = (typeof EXTENSION_SLOTS)[number];

/**
 * What each slot's page passes to every contribution: the contract between the remote that renders the slot and the
 * remotes that fill it, neither importing the other. It only grows (a contribution built earlier still gets its props).
 */
export interface ExtensionSlotProps {
  'recipe-actions': { recipe: { _id: string; title: string; servings?: number } };
}

/**
 * One contribution to a slot: `module` is one of the remote's own exposed modules (`AddToPlanAction` -> its
 * `./AddToPlanAction`), whose default export is a component taking that slot's props.
 */
export interface ExtensionDeclaration {
  slot: ExtensionSlotName;
  module: string;
  /** Position in its slot, ascending (default 0); ties keep the remotes' order in the registry. */
  order?: number;
}

/** A remote's route module (`src/routes.json`). */
export interface RemoteRoutes {
  schemaVersion: 1;
  /** The URL space it owns: an exact path (`/about`, `/` for the home page) or a subtree (`/recipes/*`). */
  claims: string[];
  pages: RemotePageDeclaration[];
  nav: NavEntry[];
  /** What it contributes to other remotes' pages (extension points); optional, so older modules stay valid. */
  extensions?: ExtensionDeclaration[];
}

/** One live remote as the shell's `/remotes.json` lists it. */
export interface RegistryRemote {
  /** Module Federation name, e.g. `mfe_recipes`. */
  name: string;
  /** Short name, as `npm run deploy -- <app>` takes it, e.g. `recipes`. */
  app: string;
  /** Its current version id, or `dev` for a development server. */
  version: string;
  /** URL of that version's `mf-manifest.json`. */
  manifest: string;
  routes: RemoteRoutes;
}

/** The shell's `/remotes.json`: every live remote, in a stable order (by name). */
export interface RemoteRegistry {
  schemaVersion: 2;
  remotes: RegistryRemote[];
}

/** What the shell routes itself; no remote may claim these. */
export const SHELL_OWN_PATHS = ['/login', '/register', '/forget-password'] as const;

/** The federation name of a remote with short name `app` (`recipes` -> `mfe_recipes`). */
export function federationNameOf(app: string): string {
  return `mfe_${app}`;
}

/** A short remote name `npm run new-remote` and the deploy accept: lowercase letters and digits, 2 to 24. */
export const REMOTE_APP_NAME_PATTERN = /^[a-z][a-z0-9]{1,23}$/;

function claimParts(claim: string): { base: string; subtree: boolean } {
  const subtree = claim.endsWith('/*');
  return { base: subtree ? claim.slice(0, -2) || '/' : claim, subtree };
}

/** Whether `claim` (exact or subtree) covers the absolute `path` (a page pattern such as `/cooks/:uid`). */
export function claimCovers(claim: string, path: string): boolean {
  const { base, subtree } = claimParts(claim);
  if (!subtree) return path === base;
  return path === base || path.startsWith(`${base}/`);
}

/** Whether two claims share any path. */
export function claimsOverlap(a: string, b: string): boolean {
  const pa = claimParts(a);
  const pb = claimParts(b);
  if (pa.subtree && claimCovers(a, pb.base)) return true;
  if (pb.subtree && claimCovers(b, pa.base)) return true;
  return !pa.subtree && !pb.subtree && pa.base === pb.base;
}

/** The shell's own page a claim would take, if any. */
export function shellPathTakenBy(claim: string): string | undefined {
  return SHELL_OWN_PATHS.find((own) => claimsOverlap(claim, own));
}

/** Joins a layout's absolute path and a child's relative one. */
export function joinPath(parent: string, child?: string): string {
  if (!child) return parent;
  return parent === '/' ? `/${child}` : `${parent}/${child}`;
}

/** Every page's absolute path (children joined to their layout's; an index child shares its layout's path). */
export function pagePaths(routes: Pick<RemoteRoutes, 'pages'>): string[] {
  return routes.pages.flatMap((page) => {
    const own = page.path ?? '/';
    return [own, ...(page.children ?? []).filter((child) => !child.index).map((child) => joinPath(own, child.path))];
  });
}

/** The pages (absolute paths) none of the remote's claims covers. */
export function pagesOutsideClaims(routes: Pick<RemoteRoutes, 'claims' | 'pages'>): string[] {
  return pagePaths(routes).filter((path) => !routes.claims.some((claim) => claimCovers(claim, path)));
}

/** The full module id (`mfe_recipes/AllRecipesPage`) of a page's `module`, declared by remote `ownName`. */
export function moduleIdOf(ownName: string, module: string): string {
  return module.includes('/') ? module : `${ownName}/${module}`;
}

/** Every module id the remote's pages name (its own and other remotes'), then its extensions' (its own). */
export function moduleIdsOf(ownName: string, routes: Pick<RemoteRoutes, 'pages' | 'extensions'>): string[] {
  const ids = routes.pages.flatMap((page) => [page, ...(page.children ?? [])]).map((page) => moduleIdOf(ownName, page.module));
  const extensions = (routes.extensions ?? []).map((extension) => moduleIdOf(ownName, extension.module));
  return [...new Set([...ids, ...extensions])];
}

/** Its own modules, as exposed names (`./AllRecipesPage`): its pages' and its extensions'. */
export function ownExposedModules(ownName: string, routes: Pick<RemoteRoutes, 'pages' | 'extensions'>): string[] {
  return moduleIdsOf(ownName, routes)
    .filter((id) => id.startsWith(`${ownName}/`))
    .map((id) => `./${id.slice(ownName.length + 1)}`);
}

function segmentsMatch(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

/**
 * The module ids (a layout, then its page) that render `pathname`, from the registry alone: plain code, usable before
 * the shell's shared modules have arrived (the early preload). Empty when no page matches.
 */
export function modulesAt(registry: Pick<RemoteRegistry, 'remotes'>, pathname: string): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const remote of registry.remotes) {
    for (const page of remote.routes.pages) {
      const own = page.path ?? '/';
      const layout = moduleIdOf(remote.name, page.module);
      if (segmentsMatch(own, path)) {
        const index = page.children?.find((child) => child.index);
        return index ? [layout, moduleIdOf(remote.name, index.module)] : [layout];
      }
      const child = page.children?.find((c) => !c.index && segmentsMatch(joinPath(own, c.path), path));
      if (child) return [layout, moduleIdOf(remote.name, child.module)];
    }
  }
  return [];
}

function isExtensionDeclaration(value: unknown): value is ExtensionDeclaration {
  const extension = value as Partial<ExtensionDeclaration> | null;
  return typeof extension === 'object' && extension !== null && typeof extension.slot === 'string' && typeof extension.module === 'string'
    && (extension.order === undefined || Number.isFinite(extension.order));
}

/**
 * The module ids (`mfe_planner/AddToPlanAction`) contributed to each slot by the live remotes, each slot's ordered by
 * `order` (default 0), ties in registry order. Read loosely (the shell's browser side checks /remotes.json's shape only
 * roughly): a malformed entry is left out, a repeated one counted once.
 */
export function extensionModulesBySlot(remotes: readonly Pick<RegistryRemote, 'name' | 'routes'>[]): Record<string, string[]> {
  const found: Array<{ slot: string; order: number; id: string }> = [];
  for (const remote of remotes) {
    const extensions: unknown = remote.routes.extensions;
    if (!Array.isArray(extensions)) continue;
    for (const extension of extensions) {
      if (isExtensionDeclaration(extension)) found.push({ slot: extension.slot, order: extension.order ?? 0, id: moduleIdOf(remote.name, extension.module) });
    }
  }
  // Array.prototype.sort is stable: equal orders keep the registry's order.
  found.sort((a, b) => a.order - b.order);
  const bySlot = new Map<string, Set<string>>();
  for (const { slot, id } of found) {
    if (!bySlot.has(slot)) bySlot.set(slot, new Set());
    bySlot.get(slot)!.add(id);
  }
  return Object.fromEntries([...bySlot].map(([slot, ids]) => [slot, [...ids]]));
}
