import type { OperationObject, ParameterObject, RequestBodyObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import request from 'supertest';
import { UNKNOWN_ID } from './support/openapi-contract';
import { PlannerContractFixture, planToday } from './support/planner-contract';
import { bearer } from './support/users';

/** The running app takes a value just inside each bound the OpenAPI document states and refuses one just outside. */
describe('the OpenAPI document: bounds', () => {
  // METRICS_TOKEN lets the RUM summary's bounds be checked with its bearer; RUM's, reviews' and reports' own limits
  // raised as the others are.
  const METRICS_TOKEN = 'bounds-metrics-token-0123456789';
  const c = new PlannerContractFixture({ METRICS_TOKEN, RUM_BATCHES_PER_MIN: '100000', REVIEWS_PER_HOUR: '100000', REPORTS_PER_HOUR: '100000' });

  /**
   * The generic walkers below build a valid request from the schema's smallest values; they cannot build a RUM batch
   * (events of five kinds, told apart by `kind`) nor call GET /rum/summary (operators or METRICS_TOKEN: a cook gets
   * 403). Those two have their own bounds test at the end, from the same document.
   */
  const RUM_PATHS = ['/rum', '/rum/summary'];
  /** A valid body of these is an address the safe fetcher would fetch: their bounds are recipe-imports.e2e-spec.ts's. */
  const IMPORT_PATHS = ['/imports', '/imports/photo'];

  /**
   * Strings for the patterns 'x' does not match, each valid wherever its pattern is asked for: a day (YYYY-MM-DD),
   * today in UTC, inside every bound the API counts from today; an id (24 hex digits) that names nothing, which a
   * filter may name (GET /collections?containing). A new pattern fails valid() until it has one here.
   */
  const patterned = () => [planToday(), UNKNOWN_ID];

  /** A value the schema allows (the smallest), for building valid requests; `name` is its property or parameter. */
  function valid(schema: SchemaObject, name: string): unknown {
    // A recipe id must name a recipe (else 404): the fixture's.
    if (name === 'recipeId') return c.recipeId;
    if (schema.oneOf) return valid(schema.oneOf.find((s) => (s as SchemaObject).type === 'array') as SchemaObject ?? schema.oneOf[0], name);
    if (schema.enum) return schema.enum[0];
    if (schema.type === 'integer') return schema.minimum ?? 1;
    if (schema.type === 'boolean') return true;
    if (schema.type === 'array') return schema.items && (schema.items as SchemaObject).enum ? [(schema.items as SchemaObject).enum![0]] : [];
    if (schema.format === 'uri') return 'https://example.com/x.jpg';
    if (schema.pattern && !matches(schema, 'x')) {
      const value = patterned().find((candidate) => matches(schema, candidate));
      if (value === undefined) throw new Error(`No valid value known for ${name} (pattern ${schema.pattern}): add one to patterned()`);
      return value;
    }
    return 'x';
  }

  const matches = (schema: SchemaObject, value: string) => new RegExp(schema.pattern!).test(value);

  /** The status of the operation's success (POST /shopping-list/build answers 200, not 201). */
  const successOf = (op: OperationObject) => Number(Object.keys(op.responses).find((code) => code.startsWith('2')));

  /** A string of exactly `length` characters the schema's format allows. */
  const stringOf = (schema: SchemaObject, length: number) => {
    const prefix = schema.format === 'uri' ? 'https://example.com/' : '';
    return prefix + 'a'.repeat(length - prefix.length);
  };

  /** Values at each documented bound of the property or parameter `name`: [label, value, accepted?]. */
  function boundaryCases(schema: SchemaObject, name: string): Array<[string, unknown, boolean]> {
    const s = (schema.oneOf?.find((b) => (b as SchemaObject).type === 'array') as SchemaObject) ?? schema;
    const cases: Array<[string, unknown, boolean]> = [];
    if (s.enum) cases.push(['first member', s.enum[0], true], ['last member', s.enum.at(-1), true], ['a non-member', 'NotAMember', false]);
    if (s.type === 'integer') {
      const min = s.minimum ?? 1;
      cases.push(['minimum', min, true], ['below minimum', min - 1, false], ['a fraction', min + 0.5, false], ['text', 'abc', false]);
      if (s.maximum !== undefined) cases.push(['maximum', s.maximum, true], ['above maximum', s.maximum + 1, false]);
    }
    if (s.type === 'string' && !s.enum) {
      if (s.maxLength !== undefined) cases.push(['maxLength', stringOf(s, s.maxLength), true], ['maxLength + 1', stringOf(s, s.maxLength + 1), false]);
      if (s.minLength) cases.push(['minLength - 1', 'x'.repeat(s.minLength - 1), false]);
      if (s.pattern === '\\S') cases.push(['blank', '   ', false]);
      if (s.format === 'uri') cases.push(['another scheme', 'ftp://example.com/x.jpg', false], ['not a URL', 'not a url', false]);
      // A pattern 'x' does not match (a day, an id): 'x', and a valid value one character too long, when it refuses them.
      if (s.pattern && !matches(s, 'x')) {
        for (const [label, value] of [['outside the pattern', 'x'], ['a valid value one character longer', `${valid(s, name)}0`]]) {
          if (!matches(s, value)) cases.push([label, value, false]);
        }
      }
    }
    if (s.type === 'boolean') cases.push(['true', true, true], ['false', false, true], ['a string', 'true', false], ['a number', 1, false]);
    if (s.type === 'array') {
      const items = s.items as SchemaObject;
      if (items?.enum) {
        cases.push(['every member', items.enum.slice(0, s.maxItems ?? items.enum.length), true], ['a non-member item', ['NotAMember'], false]);
      }
      cases.push(['an object', { $ne: null }, false]);
    }
    return cases;
  }

  it('takes a body value just inside each documented bound and refuses one just outside with 400', async () => {
    const checked: string[] = [];
    for (const { method, path, op } of c.operations().filter(({ path, op }) => c.takesJson(op) && ![...RUM_PATHS, ...IMPORT_PATHS].includes(path))) {
      const schema = c.bodySchema(op);
      const properties = schema.properties as Record<string, SchemaObject>;
      const groups = ((schema.allOf ?? []) as SchemaObject[]).map((g) => (g.anyOf as SchemaObject[]).map((r) => r.required![0]));
      const base: Record<string, unknown> = {};
      for (const name of [...(schema.required ?? []), ...groups.map((g) => g[0])]) base[name] = valid(properties[name], name);
      // A body that requires no field (a PATCH) is sent with one: its first.
      const [first] = Object.keys(properties);
      if (!Object.keys(base).length) base[first] = valid(properties[first], first);
      const success = successOf(op);
      // As one who may call it, each time on an item the call has not been made on yet when it succeeds once per item.
      const caller = await c.callerOf(path);
      const send = async (body: unknown) => request(c.api.url)[method](await c.freshPathOf(path)).set(bearer(caller)).send(body as object);
      const withOnly = (name: string, value: unknown) => {
        const body = { ...base };
        for (const group of groups) if (group.includes(name)) for (const n of group) delete body[n];
        return { ...body, [name]: value };
      };
      expect({ at: `${method} ${path}`, status: (await send(base)).status }).toEqual({ at: `${method} ${path}`, status: success });
      for (const [name, property] of Object.entries(properties)) {
        for (const [label, value, accepted] of boundaryCases(property, name)) {
          const response = await send(withOnly(name, value));
          checked.push(`${method} ${path} ${name}: ${label}`);
          expect({ at: `${method} ${path} ${name}: ${label}`, status: response.status }).toEqual({
            at: `${method} ${path} ${name}: ${label}`,
            status: accepted ? success : 400,
          });
        }
      }
      // "Send at least one of: ..." (PATCH /meal-plan/entries/{entryId}): the document's word, so an empty body is refused.
      if (/at least one of/i.test((op.requestBody as RequestBodyObject).description ?? '')) {
        expect({ empty: `${method} ${path}`, status: (await send({})).status }).toEqual({ empty: `${method} ${path}`, status: 400 });
      }
      for (const name of schema.required ?? []) {
        const { [name]: _omitted, ...without } = base;
        expect({ missing: name, status: (await send(without)).status }).toEqual({ missing: name, status: 400 });
      }
      for (const group of groups) {
        const without = { ...base };
        for (const n of group) delete without[n];
        expect({ missing: group, status: (await send(without)).status }).toEqual({ missing: group, status: 400 });
      }
      expect((await send({ ...base, notInTheContract: 1 })).status).toBe(400);
    }
    expect(checked.length).toBeGreaterThan(40);
    // The planner's bodies are among them: each of its routes' fields, at its bounds.
    for (const at of [
      'post /meal-plan/entries recipeId: outside the pattern', 'post /meal-plan/entries date: a valid value one character longer',
      'post /meal-plan/entries meal: a non-member', 'post /meal-plan/entries servings: above maximum', 'post /meal-plan/entries note: maxLength + 1',
      'patch /meal-plan/entries/{entryId} date: outside the pattern', 'patch /meal-plan/entries/{entryId} servings: minimum',
      'post /shopping-list/build from: outside the pattern', 'post /shopping-list/build to: outside the pattern',
      'post /shopping-list/items text: blank', 'post /shopping-list/items text: maxLength', 'patch /shopping-list/items/{itemId} checked: a string',
      // Reviews, collections and moderation: a review changed, collections made and reordered, items reported and decided on.
      'put /recipes/{id}/reviews/mine rating: above maximum', 'put /reviews/{reviewId}/reply text: maxLength', 'post /collections title: blank',
      'put /collections/{collectionId}/order recipeIds: an object', 'post /reviews/{reviewId}/reports reason: last member',
      'post /collections/{collectionId}/reports note: maxLength', 'post /moderation/{kind}/{itemId}/decision action: last member',
    ]) {
      expect(checked).toContain(at);
    }
  });

  it('takes a query value just inside each documented bound and refuses one just outside with 400', async () => {
    const checked: string[] = [];
    const queried = c.operations().filter(({ method, path, op }) => method === 'get' && !RUM_PATHS.includes(path) && (op.parameters as ParameterObject[] | undefined)?.some((p) => p.in === 'query'));
    for (const { path, op } of queried) {
      const parameters = (op.parameters as ParameterObject[]).filter((p) => p.in === 'query');
      // The required parameters (GET /meal-plan's from and to), each valid, beside the one at its bound.
      const base = Object.fromEntries(parameters.filter((p) => p.required).map((p) => [p.name, valid(p.schema as SchemaObject, p.name)]));
      const caller = await c.callerOf(path);
      const get = (query: Record<string, unknown>) => request(c.api.url).get(c.pathWithId(path)).query(query as object).set(bearer(caller));
      expect({ at: path, status: (await get(base)).status }).toEqual({ at: path, status: 200 });
      for (const parameter of parameters) {
        const schema = parameter.schema as SchemaObject;
        // email must be the caller's: its bounds are checked with a value of the right length, answered 403 (not 400) inside.
        const insideStatus = parameter.name === 'email' ? 403 : 200;
        for (const [label, value, accepted] of boundaryCases(schema, parameter.name)) {
          if (typeof value === 'object') continue;
          const status = (await get({ ...base, [parameter.name]: value })).status;
          checked.push(`${path}?${parameter.name}: ${label}`);
          expect({ at: `${path}?${parameter.name}: ${label}`, status }).toEqual({ at: `${path}?${parameter.name}: ${label}`, status: accepted ? insideStatus : 400 });
        }
      }
      for (const name of Object.keys(base)) {
        const { [name]: _omitted, ...without } = base;
        expect({ at: path, missing: name, status: (await get(without)).status }).toEqual({ at: path, missing: name, status: 400 });
      }
      expect((await get({ ...base, notInTheContract: '1' })).status).toBe(400);
    }
    expect(checked).toEqual(expect.arrayContaining([
      '/meal-plan?from: outside the pattern', '/meal-plan?to: a valid value one character longer',
      '/collections?containing: a valid value one character longer', '/recipes/{id}/reviews?page: above maximum', '/moderation/reports?page: above maximum',
    ]));
  });

  /**
   * Values about each rule the schema states, each with whether the schema allows it: strings against their pattern
   * and maxLength (with lengths about the bounds a pattern may state, e.g. {8,32}), numbers at and past each minimum,
   * maximum and oneOf branch, every enum member and a non-member, and values of the wrong type.
   */
  function probes(schema: SchemaObject, sample: unknown): Array<[unknown, boolean]> {
    const values: unknown[] = [];
    if (schema.enum) values.push(...schema.enum, 'NotAMember');
    else if (schema.type === 'string') {
      const s = String(sample);
      values.push(s, 'x', `${s}0`, `${s}!`, ` ${s}`, 12, ...[1, 2, 7, 8, 23, 24, 25, 32, 33].map((n) => 'a'.repeat(n)));
      if (schema.maxLength !== undefined) values.push(s.padEnd(schema.maxLength, 'a'), s.padEnd(schema.maxLength + 1, 'a'));
    } else if (schema.type === 'number' || schema.type === 'integer') {
      const edges = [schema, ...((schema.oneOf ?? []) as SchemaObject[])].flatMap((b) => [b.minimum, b.maximum, ...(b.enum ?? [])]);
      values.push(...edges.filter((n): n is number => typeof n === 'number').flatMap((n) => [n - 1, n, n + 0.5, n + 1]), String(sample));
    } else if (schema.type === 'boolean') values.push(true, false, 'true', 1);
    return values.map((value) => [value, allows(schema, value)]);
  }

  /** Whether the schema (a property's, as the document states it) allows the value. */
  function allows(schema: SchemaObject, value: unknown): boolean {
    if (schema.enum && !schema.enum.includes(value)) return false;
    if (schema.type === 'boolean') return typeof value === 'boolean';
    if (schema.type === 'string') {
      return typeof value === 'string' && (!schema.pattern || matches(schema, value)) && (schema.maxLength === undefined || value.length <= schema.maxLength);
    }
    if (schema.type === 'number' || schema.type === 'integer') {
      if (typeof value !== 'number' || (schema.type === 'integer' && !Number.isInteger(value))) return false;
      if ((schema.minimum !== undefined && value < schema.minimum) || (schema.maximum !== undefined && value > schema.maximum)) return false;
      return !schema.oneOf || (schema.oneOf as SchemaObject[]).filter((branch) => allows({ type: schema.type, ...branch }, value)).length === 1;
    }
    return true;
  }

  // rum.api.spec.ts checks the messages of POST /rum's and GET /rum/summary's refusals; these check what the
  // document says of them, value by value.
  it('POST /rum: takes each value its documented batch schema allows and refuses every other with 400', async () => {
    const schema = c.bodySchema(c.operation('post', '/rum'));
    const properties = schema.properties as Record<string, SchemaObject>;
    const eventsSchema = properties.events;
    const kinds = ((eventsSchema.items as SchemaObject).oneOf as SchemaObject[]).map((k) => k.properties as Record<string, SchemaObject>);
    const tag = { app: 'recipes', version: '20250601T120000000Z-abc123', view: 'view-0001' };
    // A valid event of each kind (a vital's value within every vital's maximum, so each name takes it).
    const samples: Record<string, Record<string, unknown>> = {
      view: { kind: 'view', ...tag, route: '/recipes/:id' },
      vital: { kind: 'vital', ...tag, name: 'LCP', value: 1 },
      error: { kind: 'error', ...tag, source: 'error', message: 'boom', stack: 'Error: boom', first: true },
      'remote-failure': { kind: 'remote-failure', ...tag, reason: 'load' },
      'api-failure': { kind: 'api-failure', ...tag, status: 503 },
    };
    expect(kinds.map((k) => k.kind.enum![0]).sort()).toEqual(Object.keys(samples).sort());
    const batch = { shellVersion: 'dev', events: [samples.view] };
    const wrong: string[] = [];
    let checked = 0;
    const expectStatus = async (at: string, body: unknown, accepted: boolean) => {
      checked++;
      const status = (await request(c.api.url).post('/rum').send(body as object)).status;
      if (status !== (accepted ? 204 : 400)) wrong.push(`${at}: ${status}`);
    };

    await expectStatus('every kind', { ...batch, events: Object.values(samples) }, true);
    for (const [value, accepted] of probes(properties.shellVersion, batch.shellVersion)) await expectStatus(`shellVersion ${JSON.stringify(value)}`, { ...batch, shellVersion: value }, accepted);
    const { minItems = 0, maxItems } = eventsSchema;
    for (const length of [minItems - 1, minItems, maxItems!, maxItems! + 1].filter((n) => n >= 0)) {
      await expectStatus(`${length} events`, { ...batch, events: Array(length).fill(samples.view) }, length >= minItems && length <= maxItems!);
    }
    await expectStatus('events not an array', { ...batch, events: samples.view }, false);
    for (const name of schema.required ?? []) await expectStatus(`no ${name}`, { ...batch, [name]: undefined }, false);
    await expectStatus('an unknown field', { ...batch, notInTheContract: 1 }, schema.additionalProperties !== false);

    for (const kind of kinds) {
      const event = samples[kind.kind.enum![0] as string];
      const required = ((eventsSchema.items as SchemaObject).oneOf as SchemaObject[]).find((k) => k.properties === kind)!.required ?? [];
      const send = (at: string, changed: Record<string, unknown>, accepted: boolean) => expectStatus(`${event.kind} ${at}`, { ...batch, events: [{ ...event, ...changed }] }, accepted);
      for (const [name, property] of Object.entries(kind)) {
        if (name === 'kind') continue; // another kind's value is another event, with other fields
        for (const [value, accepted] of probes(property, event[name])) await send(`${name} ${JSON.stringify(value)}`, { [name]: value }, accepted);
        await send(`without ${name}`, { [name]: undefined }, !required.includes(name));
      }
      await send('an unknown field', { notInTheContract: 1 }, false);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('GET /rum/summary: takes each query value the document allows and refuses every other with 400', async () => {
    const parameters = (c.operation('get', '/rum/summary').parameters as ParameterObject[]).filter((p) => p.in === 'query');
    const samples: Record<string, string> = { app: 'recipes', version: 'dev', since: planToday() };
    expect(parameters.map((p) => p.name).sort()).toEqual(Object.keys(samples).sort());
    const base = Object.fromEntries(parameters.filter((p) => p.required).map((p) => [p.name, samples[p.name]]));
    const get = (query: Record<string, unknown>) => request(c.api.url).get('/rum/summary').query(query).set('Authorization', `Bearer ${METRICS_TOKEN}`);
    expect((await get(base)).status).toBe(200);
    const wrong: string[] = [];
    for (const parameter of parameters) {
      // A query value is a string: a probe of another type is sent as its text.
      for (const [value, accepted] of probes(parameter.schema as SchemaObject, samples[parameter.name]).filter(([v]) => typeof v === 'string')) {
        const status = (await get({ ...base, [parameter.name]: value })).status;
        if (status !== (accepted ? 200 : 400)) wrong.push(`${parameter.name} ${JSON.stringify(value)}: ${status}`);
      }
    }
    for (const name of Object.keys(base)) {
      const { [name]: _omitted, ...without } = base;
      if ((await get(without)).status !== 400) wrong.push(`without ${name}`);
    }
    if ((await get({ ...base, notInTheContract: '1' })).status !== 400) wrong.push('an unknown parameter');
    expect(wrong).toEqual([]);
  });
});
