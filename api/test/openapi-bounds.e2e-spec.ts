import type { ParameterObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import request from 'supertest';
import { ContractFixture } from './support/openapi-contract';
import { bearer } from './support/users';

/** The running app takes a value just inside each bound the OpenAPI document states and refuses one just outside. */
describe('the OpenAPI document: bounds', () => {
  const c = new ContractFixture();

  /** A value the schema allows (the smallest), for building valid requests. */
  function valid(schema: SchemaObject): unknown {
    if (schema.oneOf) return valid(schema.oneOf.find((s) => (s as SchemaObject).type === 'array') as SchemaObject ?? schema.oneOf[0]);
    if (schema.enum) return schema.enum[0];
    if (schema.type === 'integer') return schema.minimum ?? 1;
    if (schema.type === 'array') return schema.items && (schema.items as SchemaObject).enum ? [(schema.items as SchemaObject).enum![0]] : [];
    if (schema.format === 'uri') return 'https://example.com/x.jpg';
    return 'x';
  }

  /** A string of exactly `length` characters the schema's format allows. */
  const stringOf = (schema: SchemaObject, length: number) => {
    const prefix = schema.format === 'uri' ? 'https://example.com/' : '';
    return prefix + 'a'.repeat(length - prefix.length);
  };

  /** Values at each documented bound: [label, value, accepted?]. */
  function boundaryCases(schema: SchemaObject): Array<[string, unknown, boolean]> {
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
    }
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
    for (const { method, path, op } of c.operations().filter(({ op }) => c.takesJson(op))) {
      const schema = c.bodySchema(op);
      const properties = schema.properties as Record<string, SchemaObject>;
      const groups = ((schema.allOf ?? []) as SchemaObject[]).map((g) => (g.anyOf as SchemaObject[]).map((r) => r.required![0]));
      const base: Record<string, unknown> = {};
      for (const name of [...(schema.required ?? []), ...groups.map((g) => g[0])]) base[name] = valid(properties[name]);
      const url = path.replace('{id}', c.recipeId);
      const send = (body: unknown) => request(c.api.url)[method](url).set(bearer(c.author)).send(body as object);
      const withOnly = (name: string, value: unknown) => {
        const body = { ...base };
        for (const group of groups) if (group.includes(name)) for (const n of group) delete body[n];
        return { ...body, [name]: value };
      };
      await send(base).expect(method === 'post' ? 201 : 200);
      for (const [name, property] of Object.entries(properties)) {
        for (const [label, value, accepted] of boundaryCases(property)) {
          const response = await send(withOnly(name, value));
          checked.push(`${method} ${path} ${name}: ${label}`);
          expect({ at: `${method} ${path} ${name}: ${label}`, status: response.status }).toEqual({
            at: `${method} ${path} ${name}: ${label}`,
            status: accepted ? (method === 'post' ? 201 : 200) : 400,
          });
        }
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
  });

  it('takes a query value just inside each documented bound and refuses one just outside with 400', async () => {
    for (const { path, op } of c.operations().filter(({ method, op }) => method === 'get' && (op.parameters as ParameterObject[] | undefined)?.some((p) => p.in === 'query'))) {
      const get = (query: Record<string, unknown>) => request(c.api.url).get(c.pathWithId(path)).query(query as object).set(bearer(c.author));
      for (const parameter of (op.parameters as ParameterObject[]).filter((p) => p.in === 'query')) {
        const schema = parameter.schema as SchemaObject;
        // email must be the caller's: its bounds are checked with a value of the right length, answered 403 (not 400) inside.
        const insideStatus = parameter.name === 'email' ? 403 : 200;
        for (const [label, value, accepted] of boundaryCases(schema)) {
          if (typeof value === 'object') continue;
          const status = (await get({ [parameter.name]: value })).status;
          expect({ at: `${path}?${parameter.name}: ${label}`, status }).toEqual({ at: `${path}?${parameter.name}: ${label}`, status: accepted ? insideStatus : 400 });
        }
      }
      expect((await get({ notInTheContract: '1' })).status).toBe(400);
    }
  });
});
