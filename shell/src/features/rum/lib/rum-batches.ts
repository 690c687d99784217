import { RUM_LIMITS, type RumEvent } from '@forkful/domain';

/**
 * POST /rum bodies for `events`: JSON `{ shellVersion, events }`, each at most maxEventsPerBatch events and
 * maxBodyBytes bytes (UTF-8), in order. Each event is serialised once.
 */
export function batchBodies(shellVersion: string, events: readonly RumEvent[], maxBytes: number = RUM_LIMITS.maxBodyBytes): string[] {
  const head = `{"shellVersion":${JSON.stringify(shellVersion)},"events":[`;
  const room = maxBytes - head.length - 2;
  const bodies: string[] = [];
  let parts: string[] = [];
  let size = 0;
  for (const event of events) {
    const json = JSON.stringify(event);
    // The event and its comma.
    const bytes = new Blob([json]).size + 1;
    if (parts.length && (parts.length >= RUM_LIMITS.maxEventsPerBatch || size + bytes > room)) {
      bodies.push(`${head}${parts.join(',')}]}`);
      parts = [];
      size = 0;
    }
    parts.push(json);
    size += bytes;
  }
  if (parts.length) bodies.push(`${head}${parts.join(',')}]}`);
  return bodies;
}
