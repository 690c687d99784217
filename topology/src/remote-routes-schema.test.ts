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

  it('keeps at most ten problems and counts the rest', () => {
    const claims = Array.from({ length: 20 }, () => '*');
    const problems = problemsOf({ claims });
    expect(problems).toHaveLength(11);
    expect(problems[10]).toBe('... and 10 more');
  });
});
