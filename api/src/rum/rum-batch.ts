import { BadRequestException } from '@nestjs/common';
import { RUM_LIMITS, RUM_SHELL_APP, RUM_VITALS, type RumBatch, type RumEvent, type RumVital } from '@forkful/domain';
import { isVersionId, REMOTE_APP_NAME_PATTERN } from '@forkful/topology';

/**
 * POST /rum's body, checked by hand rather than with class-validator DTOs: an event is a union told apart by `kind`,
 * each kind with its own fields, and this is the API's busiest write (2,000 events a second), where a plain function
 * costs a fraction of class-transformer's instances. Strict as the DTOs are: every field's type and bounds, unknown
 * fields refused; only an error's message and stack are trimmed (a browser cannot know our limits before it sends).
 * The result is built afresh from the known fields, so nothing else the body carried is kept.
 */

export const RUM_VERSION_PATTERN_TEXT = 'a version id (e.g. 20250101T120000000Z-abc123) or "dev"';
export const VIEW_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{8,${RUM_LIMITS.maxViewIdChars}}$`);
/** A route pattern as the shell's router names it (`/recipes/:id`, `/dashboard/*`): never a query string or free text. */
export const ROUTE_PATTERN = /^\/[A-Za-z0-9/:*._~-]*$/;
/** The largest vital values taken: 10 minutes for LCP and INP (ms), 100 for CLS (unitless; a real page stays under 5). */
export const VITAL_MAX: Record<RumVital, number> = { LCP: 600_000, INP: 600_000, CLS: 100 };
const ERROR_SOURCES = ['error', 'rejection'] as const;
const FAILURE_REASONS = ['load', 'timeout'] as const;

const COMMON_FIELDS = ['kind', 'app', 'version', 'view'];
const FIELDS_OF_KIND: Record<RumEvent['kind'], { required: string[]; optional: string[] }> = {
  view: { required: ['route'], optional: [] },
  vital: { required: ['name', 'value'], optional: [] },
  error: { required: ['source', 'message', 'first'], optional: ['stack'] },
  'remote-failure': { required: ['reason'], optional: [] },
  'api-failure': { required: ['status'], optional: [] },
};
export const RUM_EVENT_KINDS = Object.keys(FIELDS_OF_KIND) as Array<RumEvent['kind']>;

/** At most this many problems are named in one 400 (the first ones). */
const MAX_PROBLEMS = 10;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isRumApp = (value: unknown): value is string =>
  typeof value === 'string' && (value === RUM_SHELL_APP || REMOTE_APP_NAME_PATTERN.test(value));
export const isRumVersion = (value: unknown): value is string => value === 'dev' || isVersionId(value);

/** An error's message, trimmed to maxMessageChars (never refused for its length). */
export function trimMessage(message: string): string {
  return message.trim().slice(0, RUM_LIMITS.maxMessageChars);
}

/** A stack's first maxStackLines lines, then its first maxStackChars characters. */
export function trimStack(stack: string): string {
  return stack.split(/\r?\n/, RUM_LIMITS.maxStackLines).join('\n').slice(0, RUM_LIMITS.maxStackChars);
}

class Problems {
  readonly list: string[] = [];
  /** Every problem found, also those past the first MAX_PROBLEMS named. */
  count = 0;
  add(text: string): void {
    this.count++;
    if (this.list.length < MAX_PROBLEMS) this.list.push(text);
  }
}

function checkKeys(value: Record<string, unknown>, allowed: readonly string[], at: string, problems: Problems): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) problems.add(`${at}${key} should not exist`);
}

function eventOf(raw: unknown, at: string, problems: Problems): RumEvent | null {
  if (!isPlainObject(raw)) {
    problems.add(`${at} must be an object`);
    return null;
  }
  const kind = raw.kind as RumEvent['kind'];
  if (typeof kind !== 'string' || !Object.hasOwn(FIELDS_OF_KIND, kind)) {
    problems.add(`${at}.kind must be one of: ${RUM_EVENT_KINDS.join(', ')}`);
    return null;
  }
  const { required, optional } = FIELDS_OF_KIND[kind];
  const before = problems.count;
  checkKeys(raw, [...COMMON_FIELDS, ...required, ...optional], `${at}: property `, problems);
  if (!isRumApp(raw.app)) problems.add(`${at}.app must be "${RUM_SHELL_APP}" or a remote's name (${REMOTE_APP_NAME_PATTERN.source})`);
  if (!isRumVersion(raw.version)) problems.add(`${at}.version must be ${RUM_VERSION_PATTERN_TEXT}`);
  if (typeof raw.view !== 'string' || !VIEW_ID_PATTERN.test(raw.view)) problems.add(`${at}.view must be 8 to ${RUM_LIMITS.maxViewIdChars} of A-Z a-z 0-9 _ -`);
  const tag = { app: raw.app as string, version: raw.version as string, view: raw.view as string };
  let event: RumEvent | null = null;
  switch (kind) {
    case 'view': {
      const route = raw.route;
      if (typeof route !== 'string' || route.length > RUM_LIMITS.maxRouteChars || !ROUTE_PATTERN.test(route)) {
        problems.add(`${at}.route must be a route pattern starting with / (at most ${RUM_LIMITS.maxRouteChars} characters, no query)`);
      } else event = { kind, ...tag, route };
      break;
    }
    case 'vital': {
      const name = raw.name as RumVital;
      const value = raw.value;
      if (typeof name !== 'string' || !(RUM_VITALS as readonly string[]).includes(name)) problems.add(`${at}.name must be one of: ${RUM_VITALS.join(', ')}`);
      else if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > VITAL_MAX[name]) {
        problems.add(`${at}.value must be a number from 0 to ${VITAL_MAX[name]}`);
      } else event = { kind, ...tag, name, value };
      break;
    }
    case 'error': {
      const { source, message, stack, first } = raw;
      if (!ERROR_SOURCES.includes(source as 'error')) problems.add(`${at}.source must be one of: ${ERROR_SOURCES.join(', ')}`);
      if (typeof message !== 'string') problems.add(`${at}.message must be a string`);
      if (stack !== undefined && typeof stack !== 'string') problems.add(`${at}.stack must be a string when given`);
      if (typeof first !== 'boolean') problems.add(`${at}.first must be a boolean`);
      if (problems.count === before) {
        event = { kind, ...tag, source: source as 'error', message: trimMessage(message as string), first: first as boolean };
        if (typeof stack === 'string') event.stack = trimStack(stack);
      }
      break;
    }
    case 'remote-failure': {
      if (!FAILURE_REASONS.includes(raw.reason as 'load')) problems.add(`${at}.reason must be one of: ${FAILURE_REASONS.join(', ')}`);
      else event = { kind, ...tag, reason: raw.reason as 'load' };
      break;
    }
    case 'api-failure': {
      const status = raw.status;
      if (typeof status !== 'number' || !Number.isInteger(status) || (status !== 0 && (status < 500 || status > 599))) {
        problems.add(`${at}.status must be 0 (a network failure) or 500 to 599`);
      } else event = { kind, ...tag, status };
      break;
    }
  }
  return problems.count === before ? event : null;
}

/** The batch a POST /rum body holds, or a 400 naming its problems (the first 10). */
export function parseRumBatch(body: unknown): RumBatch {
  const problems = new Problems();
  if (!isPlainObject(body)) throw new BadRequestException('The body must be a JSON object { shellVersion, events }');
  checkKeys(body, ['shellVersion', 'events'], 'property ', problems);
  if (!isRumVersion(body.shellVersion)) problems.add(`shellVersion must be ${RUM_VERSION_PATTERN_TEXT}`);
  const raw = body.events;
  const events: RumEvent[] = [];
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > RUM_LIMITS.maxEventsPerBatch) {
    problems.add(`events must be an array of 1 to ${RUM_LIMITS.maxEventsPerBatch} events`);
  } else {
    raw.forEach((item, index) => {
      const event = eventOf(item, `events[${index}]`, problems);
      if (event) events.push(event);
    });
  }
  if (problems.list.length) throw new BadRequestException(problems.list);
  return { shellVersion: body.shellVersion as string, events };
}
