import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { RUM_LIMITS, RUM_SHELL_APP, RUM_VITALS } from '@forkful/domain';
import { REMOTE_APP_NAME_PATTERN } from '@forkful/topology';
import { RUM_VERSION_PATTERN } from './dto/rum-summary-query.dto';
import { ROUTE_PATTERN, VIEW_ID_PATTERN, VITAL_MAX } from './rum-batch';

/**
 * POST /rum's body as JSON Schema, written by hand as its validator is (rum-batch.ts): one schema per event kind,
 * told apart by `kind`. The validator's own patterns and bounds, so the two say the same.
 */
const string = (pattern: RegExp, extra: SchemaObject = {}): SchemaObject => ({ type: 'string', pattern: pattern.source, ...extra });

function eventSchema(kind: string, description: string, properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject {
  const all: Record<string, SchemaObject> = {
    kind: { type: 'string', enum: [kind] },
    app: string(REMOTE_APP_NAME_PATTERN, { description: `A remote's name, or "${RUM_SHELL_APP}" for the shell's own pages` }),
    version: string(RUM_VERSION_PATTERN, { description: 'A version id, or "dev"' }),
    view: string(VIEW_ID_PATTERN, { description: 'The page view id (random, from the browser)' }),
    ...properties,
  };
  return { type: 'object', description, additionalProperties: false, properties: all, required: Object.keys(all).filter((name) => !optional.includes(name)) };
}

export const RUM_BATCH_SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['shellVersion', 'events'],
  properties: {
    shellVersion: string(RUM_VERSION_PATTERN, { description: "The shell's version id, or \"dev\"" }),
    events: {
      type: 'array',
      minItems: 1,
      maxItems: RUM_LIMITS.maxEventsPerBatch,
      items: {
        oneOf: [
          eventSchema('view', 'A page view began', { route: string(ROUTE_PATTERN, { maxLength: RUM_LIMITS.maxRouteChars, description: 'The route pattern, e.g. /recipes/:id' }) }),
          eventSchema('vital', "A Core Web Vital's final value: LCP and INP in ms, CLS unitless", {
            name: { type: 'string', enum: [...RUM_VITALS] },
            value: { type: 'number', minimum: 0, maximum: Math.max(...Object.values(VITAL_MAX)), description: `At most ${VITAL_MAX.LCP} for LCP and INP, ${VITAL_MAX.CLS} for CLS` },
          }),
          eventSchema(
            'error',
            'An uncaught error or unhandled rejection',
            {
              source: { type: 'string', enum: ['error', 'rejection'] },
              message: { type: 'string', description: `Trimmed to ${RUM_LIMITS.maxMessageChars} characters (never refused for its length)` },
              stack: { type: 'string', description: `Cut to its first ${RUM_LIMITS.maxStackLines} lines and ${RUM_LIMITS.maxStackChars} characters` },
              first: { type: 'boolean', description: "The view's first error" },
            },
            ['stack'],
          ),
          eventSchema('remote-failure', 'A remote that failed to load, or not in time', { reason: { type: 'string', enum: ['load', 'timeout'] } }),
          eventSchema('api-failure', 'An API answer of 5xx, or a network failure (0)', {
            status: { type: 'integer', description: '0, or 500 to 599', oneOf: [{ enum: [0] }, { minimum: 500, maximum: 599 }] },
          }),
        ],
        discriminator: { propertyName: 'kind' },
      },
    },
  },
};
