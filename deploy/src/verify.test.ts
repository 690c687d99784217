import { checkRemote, checkRemoteDependencies, checkShell } from './verify';
import { SHELL_SHARED } from './test/fixtures';
import type { BuildSummary } from './releases';

const shell: BuildSummary = { exposes: [], shared: SHELL_SHARED, features: { routeModules: 1 } };
const recipes = (overrides: Partial<BuildSummary> = {}): BuildSummary => ({ exposes: ['./AllRecipesPage', './RecipeDetailPage'], shared: SHELL_SHARED, ...overrides });
/** The singleton a remote built after the split shares: an older live shell (SHELL_SHARED) does not provide it. */
const RUNTIME = { name: '@forkful/runtime', version: '0.1.0', requiredVersion: '0.1.0', singleton: true };
const runtimeNotProvided = (remote: string) =>
  `${remote} shares the singleton @forkful/runtime, but the live shell does not provide it (an older shell): the remote would get its own ` +
  "copy, apart from the shell's, with its own state. Deploy the shell first.";
/** The frozen shim a shell provides for remotes built before the split; a later shell may drop it. */
const CONTRACTS = { name: '@forkful/contracts', version: '0.1.0', requiredVersion: '0.1.0', singleton: true };
const contractsLost = (remote: string) =>
  `the live ${remote} shares the singleton @forkful/contracts, but the new shell does not provide it: the remote would lose the shell's ` +
  `copy and get its own, with its own state. Redeploy (or roll back) ${remote} first, to a build that does not share it.`;

describe('checkRemote', () => {
  it("accepts a remote that accepts the live shell's singletons, and anything when no shell is live", () => {
    expect(checkRemote('mfe_recipes', recipes(), shell)).toEqual([]);
    const shared = [{ name: 'react', version: '17.0.2', requiredVersion: '^17.0.2', singleton: true }];
    expect(checkRemote('mfe_recipes', recipes({ shared }), undefined)).toEqual([]);
  });

  it("refuses a remote whose singleton range the shell's copy does not satisfy (react ^17.0.2 next to react 19)", () => {
    const shared = [{ name: 'react', version: '17.0.2', requiredVersion: '^17.0.2', singleton: true }];
    expect(checkRemote('mfe_recipes', recipes({ shared }), shell)).toEqual([
      'mfe_recipes requires react ^17.0.2, but the shell provides react 19.3.1',
    ]);
  });

  it('ignores a shared module that is not a singleton, and an unparseable range is a conflict', () => {
    const shared = [
      { name: 'sweetalert2', version: '11.0.0', requiredVersion: '^11.0.0', singleton: false },
      { name: 'react-dom', version: '19.3.1', requiredVersion: 'not a range', singleton: true },
    ];
    expect(checkRemote('mfe_recipes', recipes({ shared }), shell)).toEqual([
      'mfe_recipes requires react-dom not a range, but the shell provides react-dom 19.3.1',
    ]);
  });

  it('refuses a remote that shares a singleton the live shell does not provide (an older shell): it would get its own copy', () => {
    const remote = recipes({ shared: [...SHELL_SHARED, RUNTIME] });
    expect(checkRemote('mfe_recipes', remote, shell)).toEqual([runtimeNotProvided('mfe_recipes')]);
    expect(checkRemote('mfe_recipes', remote, { ...shell, shared: [...SHELL_SHARED, RUNTIME] })).toEqual([]);
  });

  it("refuses a remote built to use the shell's federation runtime when the live shell provides none, or another", () => {
    const slim = recipes({ runtime: { uses: '2.9' } });
    expect(checkRemote('mfe_recipes', slim, { ...shell, runtime: { provides: '2.9' } })).toEqual([]);
    expect(checkRemote('mfe_recipes', slim, shell)).toEqual([
      "mfe_recipes uses the shell's federation runtime 2.9, but the live shell provides none",
    ]);
    expect(checkRemote('mfe_recipes', slim, { ...shell, runtime: { provides: '3.0' } })).toEqual([
      "mfe_recipes uses the shell's federation runtime 2.9, but the live shell provides 3.0",
    ]);
  });

  it('lets a remote that carries its own runtime (FEDERATION_OWN_RUNTIME=1) go live next to any shell: the upgrade window', () => {
    const own = recipes({ runtime: { own: '2.9' } });
    for (const provides of [undefined, '2.9', '3.0']) {
      expect(checkRemote('mfe_recipes', own, { ...shell, runtime: provides === undefined ? undefined : { provides } })).toEqual([]);
    }
    expect(checkShell({ ...shell, runtime: { provides: '3.0' } }, { mfe_recipes: own })).toEqual([]);
  });
});

describe('checkShell', () => {
  it('accepts a shell whose singletons every live remote accepts (missing remotes skipped)', () => {
    expect(checkShell(shell, { mfe_recipes: recipes(), mfe_public: { exposes: ['./HomePage'], shared: [] }, mfe_dashboard: undefined })).toEqual([]);
  });

  it('refuses a shell that provides a singleton a live remote rejects', () => {
    const newShell = { ...shell, shared: [{ name: 'react', version: '20.0.0', singleton: true }, SHELL_SHARED[1]] };
    expect(checkShell(newShell, { mfe_recipes: recipes(), mfe_public: { exposes: ['./HomePage'], shared: [] } })).toEqual([
      'the live mfe_recipes requires react ^19.2.0, but the shell provides react 20.0.0',
    ]);
  });

  it("refuses a shell that does not provide a singleton a live remote shares (one built before the split): it would lose the shell's copy", () => {
    const beforeSplit = recipes({ shared: [...SHELL_SHARED, CONTRACTS] });
    const afterSplit = { exposes: ['./HomePage'], shared: [...SHELL_SHARED, RUNTIME] };
    const withoutShim = { ...shell, shared: [...SHELL_SHARED, RUNTIME] };
    expect(checkShell(withoutShim, { mfe_recipes: beforeSplit, mfe_public: afterSplit })).toEqual([contractsLost('mfe_recipes')]);
    expect(checkShell({ ...withoutShim, shared: [...withoutShim.shared, CONTRACTS] }, { mfe_recipes: beforeSplit, mfe_public: afterSplit })).toEqual([]);
    // A module shared but not as a singleton may have its own copy: not this check's concern.
    expect(checkShell(withoutShim, { mfe_recipes: recipes({ shared: [...SHELL_SHARED, { ...CONTRACTS, singleton: false }] }) })).toEqual([]);
  });

  it("refuses a shell that does not provide the federation runtime a live remote uses (an older remote brings its own)", () => {
    const slim = recipes({ runtime: { uses: '2.9' } });
    expect(checkShell({ ...shell, runtime: { provides: '2.9' } }, { mfe_recipes: slim, mfe_public: { exposes: ['./HomePage'], shared: [] } })).toEqual([]);
    expect(checkShell(shell, { mfe_recipes: slim })).toEqual([
      "the live mfe_recipes uses the shell's federation runtime 2.9, but the new shell provides none",
    ]);
  });
});

describe('checkRemoteDependencies (before the build)', () => {
  const singletons = ['react', 'axios'];
  it("refuses a remote whose package.json asks for a singleton range the live shell's copy does not meet", () => {
    const withAxios = { shared: [...SHELL_SHARED, { name: 'axios', version: '1.13.2', singleton: true }] };
    expect(checkRemoteDependencies('mfe_public', { react: '^17.0.2', axios: '^1.0.0', lodash: '^4' }, withAxios, singletons)).toEqual([
      'mfe_public requires react ^17.0.2, but the shell provides react 19.3.1',
    ]);
  });

  it('refuses a remote whose package.json asks for a singleton the live shell does not provide', () => {
    const withRuntime = [...singletons, '@forkful/runtime'];
    expect(checkRemoteDependencies('mfe_public', { react: '^19.2.0', '@forkful/runtime': '0.1.0' }, shell, withRuntime)).toEqual([
      runtimeNotProvided('mfe_public'),
    ]);
    expect(checkRemoteDependencies('mfe_public', { react: '^19.2.0', '@forkful/runtime': '0.1.0' }, { shared: [...SHELL_SHARED, RUNTIME] }, withRuntime)).toEqual([]);
  });

  it('accepts ranges the shell meets, and anything when no shell is live', () => {
    expect(checkRemoteDependencies('mfe_public', { react: '^19.2.0' }, shell, singletons)).toEqual([]);
    expect(checkRemoteDependencies('mfe_public', { react: '^17.0.2' }, undefined, singletons)).toEqual([]);
  });
});
