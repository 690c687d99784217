import * as legacy from './index';
import { sessionStore } from '@forkful/runtime';

/** Every name `@forkful/contracts` exported when it was split (its dist/index.js then): remotes built before may use any. */
const NAMES_AT_THE_SPLIT = [
  'ALL_RECIPES_PAGE_SIZE', 'ANONYMOUS_AUTHOR_NAME', 'API_MESSAGES', 'CATEGORIES', 'CONTENT_QUERY_PARAMS', 'COOK_API_PATHS',
  'COOK_MESSAGES', 'COOK_UID_PATTERN', 'CUISINES', 'HostRoutesContext', 'IMAGE_UPLOAD', 'IMAGE_WIDTHS', 'MESSAGES',
  'NAV_SLOTS', 'PASSWORD_MIN_LENGTH', 'POINTER_FILE', 'PREP_TIME_MIN', 'PRODUCT_NAME', 'PageHeadContext',
  'QUERY_STALE_MS', 'RECIPES_PAGE_LIMIT_MAX', 'RECIPE_LIMITS', 'RECIPE_SORTS', 'REGISTRY_FILE', 'REMOTES_ORIGIN',
  'REMOTE_APP_NAME_PATTERN', 'REMOTE_DEV_PORTS', 'SERVER_BUNDLES', 'SERVICES', 'SHELL_APP', 'SHELL_OWN_PATHS',
  'SPECIAL_OFFER_THRESHOLD', 'SUCCESS_DIALOG_MS', 'SUPPORT', 'THEME_STORAGE_KEY', 'TOAST', 'TYPEWRITER',
  'TYPEWRITER_PHRASES', 'VERSION_ID_PATTERN', 'apiErrorMessage', 'apiErrorStatus', 'claimCovers', 'claimsOverlap',
  'configureApi', 'cookPagePath', 'createQueryClient', 'darkPalette', 'darkTheme', 'deploymentBaseOf',
  'federationNameOf', 'http', 'isRecipeAuthor', 'isServingsCount', 'isVersionId', 'joinPath', 'lightPalette',
  'lightTheme', 'localUrl', 'moduleIdOf', 'moduleIdsOf', 'modulesAt', 'navEntriesOf', 'navigationStore', 'nextPageParam',
  'ownExposedModules', 'pagePaths', 'pagesOutsideClaims', 'palettes', 'queryClient', 'recipeQueryKeys', 'recipesApi',
  'sessionStore', 'setDevelopmentSession', 'shellPathTakenBy', 'splitCommaList', 'themeCustomProperties',
  'themeVariables', 'themes', 'totalCountOf', 'uploadedImageIdOf', 'uploadedImageSrcSet', 'useNavEntries',
  'usePageHead', 'useSession', 'versionedManifestUrl',
];

describe('@forkful/contracts, the frozen surface of remotes built before the split', () => {
  it('still exports every name it had', () => {
    const missing = NAMES_AT_THE_SPLIT.filter((name) => (legacy as Record<string, unknown>)[name] === undefined);
    expect(missing).toEqual([]);
  });

  it('shares the runtime singleton: an older remote reads the session the shell fills', () => {
    expect(legacy.sessionStore).toBe(sessionStore);
  });

  it('keeps the old paths and calls', () => {
    expect(legacy.COOK_API_PATHS.savedRecipe('a/b')).toBe('/saved-recipes/a%2Fb');
    expect(legacy.COOK_API_PATHS.cookRecipes('u1')).toBe('/cooks/u1/recipes');
    expect(Object.keys(legacy.recipesApi).sort()).toEqual(['add', 'all', 'get', 'like', 'mine', 'page', 'remove', 'stats', 'top', 'update']);
  });
});
