import { parseRemoteRoutes, ROUTE_LIMITS } from './remote-routes-schema';

const hello = { schemaVersion: 1, claims: ['/hello/*'], pages: [{ path: '/hello', module: 'HelloPage', title: 'Hello' }], nav: [] };
const problemsOf = (change: Record<string, unknown>) => parseRemoteRoutes({ ...hello, ...change }).problems;

describe('parseRemoteRoutes', () => {
  it('accepts a well-formed route module', () => {
    expect(parseRemoteRoutes(hello)).toEqual({ routes: hello, problems: [] });
  });

  it.each([['/*'], ['*'], ['../x'], [''], ['/Hello'], ['/hello/../admin'], ['hello']])('refuses the claim %j', (claim) => {
    expect(problemsOf({ claims: [claim] })).toEqual([expect.stringContaining('claims.0: claim')]);
  });

  it("refuses a claim on the shell's own pages", () => {
    expect(problemsOf({ claims: ['/hello/*', '/login'] })).toContain("claim /login takes the shell's own page /login");
  });

  it('refuses a 10,000-entry navigation list in one short line', () => {
    const nav = Array.from({ length: 10000 }, (_, i) => ({ slot: 'header', label: `x${i}`, to: '/hello', order: i }));
    const problems = problemsOf({ nav });
    expect(problems).toEqual([`nav: Too big: expected array to have <=${ROUTE_LIMITS.nav} items`]);
  });

  it('refuses pages outside the claims, duplicate pages, links that are not internal paths and unknown fields', () => {
    expect(problemsOf({ pages: [{ path: '/other', module: 'HelloPage' }] })).toEqual(['page /other is outside the claims (/hello/*)']);
    expect(problemsOf({ pages: [{ path: '/hello', module: 'A' }, { path: '/hello', module: 'B' }] })).toEqual(['two pages at /hello']);
    expect(problemsOf({ nav: [{ slot: 'header', label: 'x', to: 'javascript:alert(1)', order: 1 }] })[0]).toMatch(/^nav\.0\.to/);
    expect(problemsOf({ script: '<script>' })[0]).toMatch(/script/);
  });

  it('refuses overlapping claims and a second catch-all page', () => {
    expect(problemsOf({ claims: ['/hello/*', '/hello/world'] })).toEqual(['claims /hello/* and /hello/world overlap']);
    const pages = [{ path: '/hello', module: 'A', catchAll: true }, { path: '/hello/x', module: 'B', catchAll: true }];
    expect(problemsOf({ pages })).toEqual(['more than one catch-all page']);
  });

  describe('extensions', () => {
    const addToPlan = { slot: 'recipe-actions', module: 'AddToPlanAction' };

    it('accepts contributions of its own modules to a known slot, with an optional order; none at all is fine', () => {
      expect(problemsOf({ extensions: [addToPlan, { ...addToPlan, module: 'OtherAction', order: 10 }] })).toEqual([]);
      expect(problemsOf({ extensions: [] })).toEqual([]);
      expect(parseRemoteRoutes(hello).routes).not.toHaveProperty('extensions');
    });

    it.each([
      [{ ...addToPlan, slot: 'header' }, 'extensions.0.slot'],
      [{ ...addToPlan, module: 'mfe_recipes/AddToPlanAction' }, 'extensions.0.module: module: one of this remote\'s own'],
      [{ ...addToPlan, module: '../x' }, 'extensions.0.module'],
      [{ ...addToPlan, module: 'addToPlan' }, 'extensions.0.module'],
      [{ ...addToPlan, order: -1 }, 'extensions.0.order'],
      [{ ...addToPlan, order: 1.5 }, 'extensions.0.order'],
      [{ ...addToPlan, order: ROUTE_LIMITS.order + 1 }, 'extensions.0.order'],
      [{ ...addToPlan, label: 'x' }, 'extensions.0'],
      ['AddToPlanAction', 'extensions.0'],
    ])('refuses the contribution %j', (entry, problem) => {
      expect(problemsOf({ extensions: [entry] })).toEqual([expect.stringContaining(problem)]);
    });

    it('refuses a contribution to a slot it does not know, or, asked to ignore it, keeps the rest of the module', () => {
      const newer = { ...hello, extensions: [addToPlan, { slot: 'cook-page-actions', module: 'FollowAction' }] };
      expect(parseRemoteRoutes(newer).problems).toEqual(['extensions.1.slot: unknown slot "cook-page-actions" (known: recipe-actions)']);
      const read = parseRemoteRoutes(newer, { unknownSlots: 'ignore' });
      expect(read.problems).toEqual([]);
      expect(read.routes?.extensions).toEqual([addToPlan]);
      expect(read.routes?.pages).toEqual(hello.pages);
      // A malformed slot name is refused either way.
      expect(parseRemoteRoutes({ ...hello, extensions: [{ ...addToPlan, slot: 'Bad Slot' }] }, { unknownSlots: 'ignore' }).problems[0]).toMatch(/^extensions\.0\.slot/);
    });

    it('refuses more than the bound and the same contribution twice', () => {
      const many = Array.from({ length: ROUTE_LIMITS.extensions + 1 }, (_, i) => ({ ...addToPlan, module: `Action${i}` }));
      expect(problemsOf({ extensions: many })).toEqual([`extensions: Too big: expected array to have <=${ROUTE_LIMITS.extensions} items`]);
      expect(problemsOf({ extensions: [addToPlan, { ...addToPlan, order: 2 }] })).toEqual(['AddToPlanAction is contributed to recipe-actions twice']);
      expect(problemsOf({ extensions: 'recipe-actions' })[0]).toMatch(/^extensions:/);
    });
  });

  it('keeps at most ten problems and counts the rest', () => {
    const claims = Array.from({ length: 20 }, () => '*');
    const problems = problemsOf({ claims });
    expect(problems).toHaveLength(11);
    expect(problems[10]).toBe('... and 10 more');
  });
});
