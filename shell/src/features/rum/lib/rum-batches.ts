import type { RumEvent } from '@forkful/domain';
import { MAX_BODY_BYTES, MAX_EVENTS } from './rum-limits';

/**
 * POST /rum bodies for `events`: JSON `{ shellVersion, events }`, each at most maxEventsPerBatch events and
 * maxBodyBytes bytes (UTF-8), in order. Each event is serialised once.
 */
export function batchBodies(shellVersion: string, events: readonly RumEvent[]): string[] {
  const head = `{"shellVersion":${JSON.stringify(shellVersion)},"events":[`;
  const bodies: string[] = [];
  let parts: string[] = [];
  let size = head.length + 2;
  // An array in a template is its items joined by commas.
  const close = () => parts.length && bodies.push(`${head}${parts}]}`);
  for (const event of events) {
    const json = JSON.stringify(event);
    // The event and its comma.
    const bytes = new Blob([json]).size + 1;
    if (parts.length >= MAX_EVENTS || size + bytes > MAX_BODY_BYTES) {
      close();
      parts = [];
      size = head.length + 2;
    }
    parts.push(json);
    size += bytes;
  }
  close();
  return bodies;
}
