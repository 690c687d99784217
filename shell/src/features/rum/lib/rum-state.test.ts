import { RUM_LIMITS } from '@forkful/domain';
import { resetRum } from '../testing/reset-rum';
import { addError, addEvent, addRemoteFailure, rum, RUM_QUEUE_MAX, startView, takeEvents } from './rum-state';

const RECIPES = { app: 'recipes', version: '20261123T150102123Z-03ba8de' };

beforeEach(resetRum);

describe('page views', () => {
  it('tags each view and what happens during it with the app and version that owned the page', () => {
    startView('/recipes/abc', '/recipes/:id', RECIPES);
    addEvent({ kind: 'api-failure', status: 503 });
    startView('/login', '/login', { app: 'shell', version: '' });
    addEvent({ kind: 'api-failure', status: 0 });
    const [view1, failure1, view2, failure2] = takeEvents('20261124T000000000Z-1234567');
    expect(view1).toEqual({ kind: 'view', route: '/recipes/:id', view: expect.stringMatching(/^[A-Za-z0-9_-]{8,32}$/), ...RECIPES });
    expect(failure1).toEqual({ kind: 'api-failure', status: 503, view: view1.view, ...RECIPES });
    // The shell's own pages carry the shell's version, known only when sending.
    expect(view2).toMatchObject({ kind: 'view', route: '/login', app: 'shell', version: '20261124T000000000Z-1234567' });
    expect(failure2).toMatchObject({ view: view2.view, app: 'shell' });
    expect(view2.view).not.toBe(view1.view);
  });

  it("gives what happened before the router's first view to that view (the document's), once its owner is known", () => {
    rum.view.started = false;
    addError('error', new Error('early'));
    startView('/about', '/about', { app: 'public', version: 'dev' });
    const [error, view] = takeEvents('dev');
    expect(error).toMatchObject({ kind: 'error', app: 'public', version: 'dev', view: view.view });
  });

  it('starts no second view for the same path (a re-render, StrictMode) and keeps route patterns to what the API takes', () => {
    startView('/a', '/a', RECIPES);
    startView('/a', '/a', RECIPES);
    startView('/b', `/b/:id?/${'x'.repeat(300)}`, RECIPES);
    const events = takeEvents('dev');
    expect(events.map((event) => event.kind)).toEqual(['view', 'view']);
    const route = (events[1] as { route: string }).route;
    expect(route.startsWith('/b/:id/x')).toBe(true);
    expect(route).toHaveLength(RUM_LIMITS.maxRouteChars);
  });
});

describe('errors', () => {
  it("marks a view's first error `first`, and the next not", () => {
    startView('/a', '/a', RECIPES);
    addError('error', new Error('one'));
    addError('rejection', 'two');
    startView('/b', '/b', RECIPES);
    addError('error', new Error('three'));
    const errors = takeEvents('dev').filter((event) => event.kind === 'error');
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
    addError('error', error);
    const [event] = takeEvents('dev');
    if (event.kind !== 'error') throw new Error('not an error event');
    expect(event.message).toHaveLength(RUM_LIMITS.maxMessageChars);
    expect(event.message.startsWith('Failed for [email] at https://api.test/recipes mmm')).toBe(true);
    expect(event.stack!.split('\n')).toHaveLength(RUM_LIMITS.maxStackLines);
    expect(event.stack!.length).toBeLessThanOrEqual(RUM_LIMITS.maxStackChars);
    expect(event.stack).not.toMatch(/example\.com|\?/);
    expect(event.stack).toContain('at f0 (https://x.test/main.js:1:0)');
  });

  it('keeps Firefox-style stack lines (name@url) and reads what is not an Error', () => {
    const error = { message: 'boom', stack: 'load@https://x.test/main.js:1:2\nrun@https://x.test/main.js:3:4' };
    addError('error', error);
    addError('rejection', { reason: 'not an error' });
    addError('error', null, 'Script error.');
    const [firefox, object, crossOrigin] = takeEvents('dev');
    expect(firefox).toMatchObject({ message: 'boom', stack: 'load@https://x.test/main.js:1:2\nrun@https://x.test/main.js:3:4' });
    expect(object).toMatchObject({ message: '[object Object]' });
    expect(crossOrigin).toMatchObject({ message: 'Script error.' });
    expect(crossOrigin).not.toHaveProperty('stack', expect.anything());
  });
});

describe('remote failures', () => {
  it("are about the failed remote's app and version, once per view, and their error is not counted again", () => {
    rum.remotes.set('mfe_planner', { app: 'planner', version: '20261125T000000000Z-abcdef0' });
    startView('/recipes/abc', '/recipes/:id', RECIPES);
    const failure = new Error('mfe_planner/AddToPlanAction did not load within 4 s');
    addRemoteFailure('mfe_planner', 'timeout', failure);
    addRemoteFailure('mfe_planner', 'timeout', new Error('the same remote again'));
    addError('error', failure);
    addRemoteFailure('mfe_unknown', 'load');
    const events = takeEvents('dev');
    expect(events.slice(1)).toEqual([
      { kind: 'remote-failure', reason: 'timeout', app: 'planner', version: '20261125T000000000Z-abcdef0', view: events[0].view },
    ]);
  });
});

describe('the queue', () => {
  it(`keeps at most ${RUM_QUEUE_MAX} events, and nothing while off`, () => {
    for (let i = 0; i < RUM_QUEUE_MAX + 20; i++) addEvent({ kind: 'api-failure', status: 500 });
    expect(rum.events).toHaveLength(RUM_QUEUE_MAX);
    takeEvents('dev');
    rum.on = false;
    addError('error', new Error('x'));
    startView('/x', '/x', RECIPES);
    expect(rum.events).toHaveLength(0);
  });
});
