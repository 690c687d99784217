/** What fastify sends for an object: a cached answer sent as bytes carries the same header. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * An answer serialized once, to be kept and sent as it is: fastify sends a Buffer without serializing it again, so a
 * cached read costs no JSON.stringify (nor string encoding) per request.
 */
export const jsonBytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
