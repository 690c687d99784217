import type { RouteObject } from 'react-router-dom';
import { RUM_LIMITS } from '@forkful/domain';
import { RemoteRoutePage } from '../../../app/remote-route-page';
import type { RumRecord } from './rum-record';
import { rumTimeline } from './rum-timeline';

const RECIPES = { name: 'mfe_recipes', app: 'recipes', version: '20261123T150102123Z-03ba8de' };
const PLANNER = { name: 'mfe_planner', app: 'planner', version: '20261125T000000000Z-abcdef0' };
const SHELL_VERSION = '20261124T000000000Z-1234567';

/** The shell's route shape: a layout at `/`, a pathless boundary, then the pages (a remote's with its `owner`). */
const ROUTES: RouteObject[] = [
  {
    path: '/',
    children: [
      {
        children: [
          { path: 'login', element: <p /> },
          { path: '/recipes/:id', element: <RemoteRoutePage id="mfe_recipes/RecipeDetailPage" owner="mfe_recipes" /> },
          { path: `/long/${'x'.repeat(300)}`, element: <p /> },
          { path: '*', element: <RemoteRoutePage id="mfe_recipes/NotFoundPage" owner="mfe_recipes" /> },
        ],
      },
    ],
  },
];
const view = (path: string): RumRecord => ({ kind: 'view', path, routes: ROUTES });

function eventsOf(...records: RumRecord[]) {
  const timeline = rumTimeline([RECIPES, PLANNER]);
  records.forEach(timeline.add);
  return timeline.take(SHELL_VERSION);
}

describe('page views', () => {
  it("tags each view and what happens during it with the owner's app and version, the shell's own pages `shell`", () => {
    const [view1, failure1, view2, failure2, notFound] = eventsOf(
      view('/recipes/abc'),
      { kind: 'api-failure', status: 503 },
      view('/login'),
      { kind: 'api-failure', status: 0 },
      view('/no/such/page'),
    );
    const tag = { app: RECIPES.app, version: RECIPES.version };
    expect(view1).toEqual({ kind: 'view', route: '/recipes/:id', view: expect.stringMatching(/^[A-Za-z0-9_-]{8,32}$/), ...tag });
    expect(failure1).toEqual({ kind: 'api-failure', status: 503, view: view1.view, ...tag });
    // The shell's own pages carry the shell's version, known only when sending.
    expect(view2).toMatchObject({ kind: 'view', route: '/login', app: 'shell', version: SHELL_VERSION });
    expect(failure2).toMatchObject({ view: view2.view, app: 'shell' });
    expect(view2.view).not.toBe(view1.view);
    expect(notFound).toMatchObject({ kind: 'view', route: '/*', ...tag });
  });

  it("gives what happened before the router's first view to that view (the document's), once its owner is known", () => {
    const [error, first] = eventsOf({ kind: 'error', source: 'error', error: new Error('early') }, view('/recipes/abc'));
    expect(error).toMatchObject({ kind: 'error', app: 'recipes', version: RECIPES.version, view: first.view });
  });

  it('starts no second view for the same path (a re-render, StrictMode) and keeps route patterns to what the API takes', () => {
    const events = eventsOf(view('/login'), view('/login'), view(`/long/${'x'.repeat(300)}`));
    expect(events.map((event) => event.kind)).toEqual(['view', 'view']);
    const route = (events[1] as { route: string }).route;
    expect(route.startsWith('/long/xxx')).toBe(true);
    expect(route).toHaveLength(RUM_LIMITS.maxRouteChars);
  });

  it('leaves out events whose version the API would refuse, rather than lose their batch', () => {
    const timeline = rumTimeline([{ ...RECIPES, version: 'unknown' }]);
    timeline.add(view('/recipes/abc'));
    timeline.add(view('/login'));
    expect(timeline.take('dev').map((event) => event.kind === 'view' && event.route)).toEqual(['/login']);
  });
});

describe('errors', () => {
  it("marks a view's first error `first`, and the next not", () => {
    const errors = eventsOf(
      view('/login'),
      { kind: 'error', source: 'error', error: new Error('one') },
      { kind: 'error', source: 'rejection', error: 'two' },
      view('/recipes/abc'),
      { kind: 'error', source: 'error', error: new Error('three') },
    ).filter((event) => event.kind === 'error');
    expect(errors.map((event) => [event.kind === 'error' && event.message, event.kind === 'error' && event.first])).toEqual([
      ['one', true],
      ['two', false],
      ['three', true],
    ]);
    expect(errors[1]).toMatchObject({ source: 'rejection' });
  });

  it('trims the message and the stack to the limits, and keeps emails and query strings out', () => {
    const error = new Error(`Failed for cook@example.com at https://api.test/recipes?q=secret&token=abc ${'m'.repeat(400)}`);
    error.stack = [`Error: ${error.message}`, ...Array.from({ length: 9 }, (_, i) => `    at f${i} (https://x.test/main.js?v=1:1:${i})`)].join('\n');
    const [event] = eventsOf({ kind: 'error', source: 'error', error });
    if (event.kind !== 'error') throw new Error('not an error event');
    expect(event.message).toHaveLength(RUM_LIMITS.maxMessageChars);
    expect(event.message.startsWith('Failed for [email] at https://api.test/recipes mmm')).toBe(true);
    expect(event.stack!.split('\n')).toHaveLength(RUM_LIMITS.maxStackLines);
    expect(event.stack!.length).toBeLessThanOrEqual(RUM_LIMITS.maxStackChars);
    expect(event.stack).not.toMatch(/example\.com|\?/);
    expect(event.stack).toContain('at f0 (https://x.test/main.js:1:0)');
  });

  it('keeps Firefox-style stack lines (name@url) and reads what is not an Error', () => {
    const [firefox, object, crossOrigin] = eventsOf(
      { kind: 'error', source: 'error', error: { message: 'boom', stack: 'load@https://x.test/main.js:1:2\nrun@https://x.test/main.js:3:4' } },
      { kind: 'error', source: 'rejection', error: { reason: 'not an error' } },
      { kind: 'error', source: 'error', error: null, message: 'Script error.' },
    );
    expect(firefox).toMatchObject({ message: 'boom', stack: 'load@https://x.test/main.js:1:2\nrun@https://x.test/main.js:3:4' });
    expect(object).toMatchObject({ message: '[object Object]' });
    expect(crossOrigin).toMatchObject({ message: 'Script error.' });
    expect(crossOrigin).not.toHaveProperty('stack', expect.anything());
  });
});

describe('remote failures', () => {
  it("are about the failed remote's app and version, once per view, and their error is not counted again", () => {
    const failure = new Error('mfe_planner/AddToPlanAction did not load within 4 s');
    const events = eventsOf(
      view('/recipes/abc'),
      { kind: 'remote-failure', remote: 'mfe_planner', reason: 'timeout', error: failure },
      { kind: 'remote-failure', remote: 'mfe_planner', reason: 'timeout', error: new Error('the same remote again') },
      { kind: 'error', source: 'error', error: failure },
      { kind: 'remote-failure', remote: 'mfe_unknown', reason: 'load', error: undefined },
      view('/login'),
      { kind: 'remote-failure', remote: 'mfe_planner', reason: 'load', error: undefined },
    );
    const planner = { app: PLANNER.app, version: PLANNER.version };
    expect(events.filter((event) => event.kind !== 'view')).toEqual([
      { kind: 'remote-failure', reason: 'timeout', view: events[0].view, ...planner },
      // A new view: reported again.
      { kind: 'remote-failure', reason: 'load', view: events[2].view, ...planner },
    ]);
  });
});

describe('vitals', () => {
  it("are the document's first view's, rounded", () => {
    const timeline = rumTimeline([RECIPES]);
    timeline.add(view('/recipes/abc'));
    timeline.add(view('/login'));
    timeline.vital('LCP', 1834.56789);
    timeline.vital('CLS', 0.123456);
    const [first, , lcp, cls] = timeline.take('dev');
    expect([lcp, cls]).toEqual([
      { kind: 'vital', name: 'LCP', value: 1834.5679, view: first.view, app: 'recipes', version: RECIPES.version },
      { kind: 'vital', name: 'CLS', value: 0.1235, view: first.view, app: 'recipes', version: RECIPES.version },
    ]);
  });
});
