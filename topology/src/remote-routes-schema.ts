/**
 * The schema of a remote's route module (`routes.json`), with its bounds, and the rules that need the whole module
 * (pages inside the claims, one page per path). `@forkful/topology/routes-schema`: for Node tooling (the build, the
 * deploy checks, the shell's server); zod is never bundled into a frontend.
 */
import { z } from 'zod';
import {
  EXTENSION_SLOTS, NAV_SLOTS, claimsOverlap, pagePaths, pagesOutsideClaims, shellPathTakenBy, type ExtensionSlotName, type RemoteRoutes,
} from './remote-routes';

export const ROUTE_LIMITS = {
  claims: 32,
  pages: 64,
  children: 32,
  nav: 32,
  pathLength: 100,
  segments: 6,
  label: 40,
  title: 80,
  extensions: 20,
  order: 10000,
} as const;

const SEGMENT = '[a-z0-9][a-z0-9-]*';
const PARAM = ':[a-zA-Z][a-zA-Z0-9]*';
/** `/`, `/about`, `/recipes/*` (not `/*`: a remote may not claim everything). */
const CLAIM = new RegExp(`^(?:/|(?:/${SEGMENT})+(?:/\\*)?)$`);
const ABSOLUTE_PAGE = new RegExp(`^(?:/|(?:/(?:${SEGMENT}|${PARAM}))+)$`);
const RELATIVE_PAGE = new RegExp(`^(?:${SEGMENT}|${PARAM})(?:/(?:${SEGMENT}|${PARAM}))*$`);
/** An internal link: a path, no scheme, no `..`. */
const NAV_TARGET = new RegExp(`^(?:/|(?:/${SEGMENT})+)$`);
const MODULE = /^(?:mfe_[a-z][a-z0-9]{1,23}\/)?[A-Z][A-Za-z0-9]{0,63}$/;
/** A remote contributes only its own modules to other remotes' pages: a bare exposed name. */
const OWN_MODULE = /^[A-Z][A-Za-z0-9]{0,63}$/;

const segmentsWithin = (value: string) => value.split('/').filter(Boolean).length <= ROUTE_LIMITS.segments;
const text = (max: number) => z.string().trim().min(1).max(max);
const path = (pattern: RegExp, what: string) => z
  .string()
  .max(ROUTE_LIMITS.pathLength)
  .regex(pattern, `${what}: lowercase segments of letters, digits and hyphens${what === 'claim' ? ', an exact path or a subtree ending in /*, never /* alone' : ''}`)
  .refine(segmentsWithin, `at most ${ROUTE_LIMITS.segments} segments`);

/** Translations of a title or label: at most 8 languages, each by its 2- or 3-letter code. */
const translations = (max: number) => z
  .record(z.string().regex(/^[a-z]{2,3}$/, 'a language code such as bn'), text(max))
  .refine((value) => Object.keys(value).length <= 8, 'at most 8 languages');

const access = z.enum(['public', 'signed-in', 'signed-out']);

const childPage = z.strictObject({
  path: path(RELATIVE_PAGE, 'child page path').optional(),
  index: z.literal(true).optional(),
  module: z.string().regex(MODULE, 'module: an exposed module name (AboutPage) or another remote\'s (mfe_recipes/AllRecipesPage)'),
  title: text(ROUTE_LIMITS.title).optional(),
  titles: translations(ROUTE_LIMITS.title).optional(),
}).refine((page) => Boolean(page.path) !== Boolean(page.index), 'a child page has either a path or index: true');

const topPage = z.strictObject({
  path: path(ABSOLUTE_PAGE, 'page path'),
  module: z.string().regex(MODULE, 'module: an exposed module name (AboutPage) or another remote\'s (mfe_recipes/AllRecipesPage)'),
  access: access.optional(),
  title: text(ROUTE_LIMITS.title).optional(),
  titles: translations(ROUTE_LIMITS.title).optional(),
  catchAll: z.boolean().optional(),
  children: z.array(childPage).max(ROUTE_LIMITS.children).optional(),
});

const navEntry = z.strictObject({
  slot: z.enum(NAV_SLOTS),
  label: text(ROUTE_LIMITS.label),
  labels: translations(ROUTE_LIMITS.label).optional(),
  to: z.string().max(ROUTE_LIMITS.pathLength).regex(NAV_TARGET, 'nav target: an internal path such as /all-recipes'),
  order: z.number().int().min(0).max(ROUTE_LIMITS.order),
  end: z.boolean().optional(),
  show: z.enum(['always', 'signed-in', 'signed-out']).optional(),
});

/** A slot's name as a route module may write it: known or not (parseRemoteRoutes decides what an unknown one means). */
const SLOT_NAME = /^[a-z][a-z0-9-]{0,39}$/;

const extension = z.strictObject({
  slot: z.string().regex(SLOT_NAME, 'slot: a slot name such as recipe-actions'),
  module: z.string().regex(OWN_MODULE, 'module: one of this remote\'s own exposed module names (AddToPlanAction)'),
  order: z.number().int().min(0).max(ROUTE_LIMITS.order).optional(),
});

export const remoteRoutesSchema = z.strictObject({
  schemaVersion: z.literal(1),
  claims: z.array(path(CLAIM, 'claim')).min(1).max(ROUTE_LIMITS.claims),
  pages: z.array(topPage).min(1).max(ROUTE_LIMITS.pages),
  nav: z.array(navEntry).max(ROUTE_LIMITS.nav),
  extensions: z.array(extension).max(ROUTE_LIMITS.extensions).optional(),
});

/** Rules across the module: claims that overlap each other or the shell's pages, pages outside the claims. */
function crossChecks(routes: RemoteRoutes): string[] {
  const problems: string[] = [];
  routes.claims.forEach((claim, i) => {
    for (const other of routes.claims.slice(i + 1)) if (claimsOverlap(claim, other)) problems.push(`claims ${claim} and ${other} overlap`);
    const own = shellPathTakenBy(claim);
    if (own) problems.push(`claim ${claim} takes the shell's own page ${own}`);
  });
  const seen = new Set<string>();
  for (const page of pagePaths(routes)) {
    if (seen.has(page)) problems.push(`two pages at ${page}`);
    seen.add(page);
  }
  for (const page of pagesOutsideClaims(routes)) problems.push(`page ${page} is outside the claims (${routes.claims.join(', ')})`);
  if (routes.pages.filter((page) => page.catchAll).length > 1) problems.push('more than one catch-all page');
  const contributions = new Set<string>();
  for (const { slot, module } of routes.extensions ?? []) {
    if (contributions.has(`${slot} ${module}`)) problems.push(`${module} is contributed to ${slot} twice`);
    contributions.add(`${slot} ${module}`);
  }
  return problems;
}

export interface ParseRoutesOptions {
  /**
   * A contribution to a slot this code does not know: 'refuse' it (a deploy: the module would fill nothing), or
   * 'ignore' it and keep the remote (a reader such as the shell's server, older than the remote: the remote's pages
   * still work, and the contribution shows once this code knows its slot). Default 'refuse'.
   */
  unknownSlots?: 'refuse' | 'ignore';
}

const isKnownSlot = (slot: string): slot is ExtensionSlotName => (EXTENSION_SLOTS as readonly string[]).includes(slot);

/** A route module read from anywhere (a build, a record, a network answer): the routes, or every problem found. */
export function parseRemoteRoutes(value: unknown, { unknownSlots = 'refuse' }: ParseRoutesOptions = {}): { routes: RemoteRoutes; problems: [] } | { routes?: undefined; problems: string[] } {
  const parsed = remoteRoutesSchema.safeParse(value);
  if (!parsed.success) {
    // A few lines, not one per entry of a huge list.
    const problems = parsed.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.') || 'routes'}: ${issue.message}`);
    if (parsed.error.issues.length > 10) problems.push(`... and ${parsed.error.issues.length - 10} more`);
    return { problems };
  }
  let routes = parsed.data as Omit<RemoteRoutes, 'extensions'> & { extensions?: { slot: string; module: string; order?: number }[] };
  const unknown = (routes.extensions ?? []).flatMap(({ slot }, i) => (isKnownSlot(slot) ? [] : [`extensions.${i}.slot: unknown slot "${slot}" (known: ${EXTENSION_SLOTS.join(', ')})`]));
  if (unknown.length && unknownSlots === 'refuse') return { problems: unknown };
  if (unknown.length) routes = { ...routes, extensions: routes.extensions!.filter(({ slot }) => isKnownSlot(slot)) };
  const problems = crossChecks(routes as RemoteRoutes);
  return problems.length ? { problems } : { routes: routes as RemoteRoutes, problems: [] };
}
