/**
 * The import rules of ARCHITECTURE.md, checked by `npm test` over every tracked source file of the checkout
 * (architecture/import-rules.test.ts), and by hand with `npx depcruise --config .dependency-cruiser.cjs <folders>`.
 */
// Every remote workspace in the checkout (config/frontend-apps.js), so a new remote gets its rules without an edit here.
const REMOTES = require('./config/frontend-apps').discoverRemoteApps().map((app) => app.dir);
const FRONTENDS = ['shell', ...REMOTES, 'ui'];

const remoteRules = REMOTES.map((remote) => ({
  name: `${remote}-stays-alone`,
  comment: `${remote} is deployed on its own: it never imports another app's code, the API or the database.`,
  severity: 'error',
  from: { path: `^${remote}/` },
  to: { path: `^(${['shell', 'api', 'embedded-mongo', ...REMOTES.filter((r) => r !== remote)].join('|')})/` },
}));

module.exports = {
  forbidden: [
    ...remoteRules,
    {
      name: 'shell-loads-remotes-at-run-time-only',
      comment: 'The shell reaches remotes through Module Federation at run time, never by importing their code.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: `^(${[...REMOTES, 'api', 'embedded-mongo'].join('|')})/` },
    },
    {
      name: 'ui-kit-knows-no-app',
      comment: 'The UI kit is bundled into every app; it imports no app, the API or the database.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: `^(${['shell', ...REMOTES, 'api', 'embedded-mongo'].join('|')})/` },
    },
    {
      name: 'api-imports-no-frontend-code',
      comment: 'The API never imports frontend code or the browser runtime (no axios, zustand, React): of ours, domain and topology.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: `^(${[...FRONTENDS, 'runtime', 'design-tokens', 'contracts'].join('|')})/|node_modules/(react|react-dom|axios|zustand|styled-components|@tanstack)/` },
    },
    // The shared packages, lowest first: domain and design-tokens stand on nothing of ours, topology on nothing of
    // ours, runtime on domain and topology, and the frozen contracts on all four. None imports an app, a tool or the
    // database.
    {
      name: 'domain-topology-design-tokens-depend-on-nothing-of-ours',
      comment: 'domain (what Forkful is about), topology (how its parts find each other) and design-tokens are read by every part; they import none of them, nor each other.',
      severity: 'error',
      from: { path: '^(domain|topology|design-tokens)/' },
      to: { path: `^(${[...FRONTENDS, 'api', 'embedded-mongo', 'deploy', 'scripts', 'platform', 'runtime', 'contracts', 'domain', 'topology', 'design-tokens'].join('|')})/`, pathNot: '^$1/' },
    },
    {
      name: 'runtime-stands-on-domain-and-topology-only',
      comment: 'runtime, the shared singleton, holds only what must be one copy on a page; it uses the pure packages, never an app, a tool or the frozen contracts.',
      severity: 'error',
      from: { path: '^runtime/' },
      to: { path: `^(${[...FRONTENDS, 'api', 'embedded-mongo', 'deploy', 'scripts', 'platform', 'contracts', 'design-tokens'].join('|')})/` },
    },
    {
      name: 'nothing-new-imports-the-frozen-contracts',
      comment: '@forkful/contracts is the frozen surface of remotes built before the split; only the shell\'s module that provides it imports it.',
      severity: 'error',
      from: { pathNot: '^(contracts/|shell/src/features/remotes/legacy-contracts\\.ts$)' },
      to: { path: '^contracts/' },
    },
    {
      name: 'embedded-mongo-is-a-database',
      comment: 'The embedded database knows nothing of Forkful.',
      severity: 'error',
      from: { path: '^embedded-mongo/' },
      to: { path: `^(${[...FRONTENDS, 'api', 'domain', 'topology', 'design-tokens', 'runtime', 'contracts'].join('|')})/` },
    },
    // embedded-mongo's layers, generated from its one ordered list (embedded-mongo/layers.cjs; each rule says why).
    ...require('./embedded-mongo/layers.cjs').embeddedMongoRules(),
    {
      name: 'features-keep-their-internals',
      comment: "A feature imports another feature only through that feature's index.ts, never its internals (a test may, to mock or observe a collaborator such as the dashboard's dialogs).",
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/', pathNot: '\\.(test|spec)\\.tsx?$' },
      to: {
        path: '^$1/src/features/([^/]+)/.+',
        pathNot: ['^$1/src/features/$2/', '^$1/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    // The API's module direction, the one place it is written (api/src/module-graph.spec.ts checks only what a
    // cruiser cannot: that Nest compiles RecipesModule without the features built on it).
    {
      name: 'api-recipes-know-no-feature-built-on-them',
      comment:
        'likes, images, saved-recipes, cooks, meal-plans, shopping-lists, recipe-exchange, reviews, collections and moderation are built on recipes (its model, services, cache) and the seed fills it: an import back would be a cycle (forwardRef), and RecipesModule could not compile, be tested or change without them. They hook in instead (RecipeDeletionHooks).',
      severity: 'error',
      from: { path: '^api/src/recipes/' },
      to: { path: '^api/src/(likes|images|seed|saved-recipes|cooks|meal-plans|shopping-lists|recipe-exchange|reviews|collections|moderation)/' },
    },
    {
      name: 'api-meal-plans-know-no-shopping-list',
      comment:
        'The shopping list is built from the meal plan (its entries, ranges and dates): the plan importing it back would be a cycle, and MealPlansModule could not compile, be tested or change without it.',
      severity: 'error',
      from: { path: '^api/src/meal-plans/' },
      to: { path: '^api/src/shopping-lists/' },
    },
    {
      name: 'api-planner-builds-on-recipes-only',
      comment:
        'The meal plan builds on recipes, the shopping list on the plan and recipes, and on no other feature (likes, images, saved-recipes, cooks, seed): each of those can change or go without touching the planner.',
      severity: 'error',
      from: { path: '^api/src/(meal-plans|shopping-lists)/' },
      to: { path: '^api/src/(likes|images|seed|saved-recipes|cooks)/' },
    },
    {
      name: 'api-auth-knows-no-feature',
      comment:
        "Every feature and the throttler (rate-limits verifies tokens with FirebaseAuthService) stand on auth's guard: auth importing one would be a cycle, and a feature's change could break sign-in for all. cooks uses auth, never the reverse.",
      severity: 'error',
      from: { path: '^api/src/auth/' },
      to: { path: '^api/src/(recipes|rate-limits|likes|images|seed|saved-recipes|cooks|meal-plans|shopping-lists)/' },
    },
    {
      name: 'api-common-knows-no-feature',
      comment:
        'common holds what every module uses (error bodies, pipes, filters, ETags, timeouts): a feature or auth imported there would reach every module through it, and cycle back.',
      severity: 'error',
      from: { path: '^api/src/common/' },
      to: { path: '^api/src/(recipes|auth|likes|images|seed|saved-recipes|cooks|meal-plans|shopping-lists)/' },
    },
    {
      name: 'api-rum-stands-apart',
      comment:
        'Real-user monitoring (rum) stands on auth, the rate limiter, observability and config, and no feature imports it: the busiest public write stays apart from the product, and either can change or go without the other.',
      severity: 'error',
      from: { path: '^api/src/rum/' },
      to: { path: '^api/src/(recipes|likes|images|seed|saved-recipes|cooks|meal-plans|shopping-lists|migrations)/' },
    },
    {
      name: 'api-nothing-imports-rum',
      comment: 'No feature, nor auth, rate-limits, common or observability, imports rum: only the root module registers it (and the module graph spec compiles it alone).',
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/(rum/|app\\.module\\.ts$|module-graph\\.spec\\.ts$)' },
      to: { path: '^api/src/rum/' },
    },
    {
      name: 'api-moderated-features-know-no-moderation',
      comment:
        "Moderation builds on reviews and collections (it hides, shows and removes their items through their providers): neither imports it back, so each works, and is tested, without it.",
      severity: 'error',
      from: { path: '^api/src/(reviews|collections)/' },
      to: { path: '^api/src/moderation/' },
    },
    {
      name: 'api-safe-fetch-knows-no-feature',
      comment:
        "The safe fetcher is the one way the API fetches an address a user names (SECURITY.md): it knows config and the domain's limits and messages, and nothing of recipes, images or any feature, so every feature that fetches uses it as it is.",
      severity: 'error',
      from: { path: '^api/src/safe-fetch/' },
      to: { path: '^api/src/(recipes|likes|images|seed|saved-recipes|cooks|meal-plans|shopping-lists|migrations|rum|recipe-exchange|auth)/' },
    },
    {
      name: 'api-nothing-builds-on-recipe-exchange',
      comment: 'Imports and the export build on recipes, images and the safe fetcher; no feature imports them back (only the root module registers them).',
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/(recipe-exchange/|app\\.module\\.ts$)' },
      to: { path: '^api/src/recipe-exchange/' },
    },
    {
      name: 'api-nothing-imports-migrations',
      comment:
        'The one-time data migrations build on the features (their schemas) and on auth (the account lookup) and run once at start: a feature importing one would carry a finished data change in its request paths again.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/(migrations/|app\\.module\\.ts$)' },
      to: { path: '^api/src/migrations/' },
    },
    {
      name: 'relative-imports-stay-in-their-workspace',
      comment:
        "A relative import (./, ../) stays in its own workspace's folder: another workspace is imported by its package name (@forkful/...), so each package declares what it uses and can move, build and test alone.",
      severity: 'error',
      // dependency-cruiser counts @forkful/x imports as 'local' and 'aliased' too: those are the package names we want.
      from: { path: '^([^/]+)/' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: '^$1/' },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles between files (a cycle through type-only imports is harmless: it is erased at build).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    preserveSymlinks: false,
    // The compiled packages (domain, topology, ...) are read from their source, not their dist.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts', '.json'],
      mainFields: ['types', 'main'],
    },
  },
};
