/**
 * Responses that stay open until their client leaves (the recipe change feed). A graceful shutdown would wait its whole
 * drain time for them and then cut them; instead it ends them as soon as the server stops accepting connections
 * (closeGracefully calls endOpenStreams), so the clients reconnect to another process at once and the drain waits only
 * for real requests. Keyed by the HTTP server, so several apps in one process (tests) do not end each other's.
 */
const enders = new WeakMap<object, Set<() => void>>();
const draining = new WeakSet<object>();

/**
 * Calls `end` when `server` starts draining (at once when it already is). Returns the function that forgets it: call
 * it when the stream ends on its own.
 */
export function endWhenDraining(server: object, end: () => void): () => void {
  if (draining.has(server)) {
    end();
    return () => undefined;
  }
  let ends = enders.get(server);
  if (!ends) enders.set(server, (ends = new Set()));
  ends.add(end);
  return () => ends.delete(end);
}

/** Whether `server` is shutting down: a new stream would be cut at once. */
export function isDraining(server: object): boolean {
  return draining.has(server);
}

/** Ends every open stream of `server`, and any opened later. */
export function endOpenStreams(server: object): void {
  draining.add(server);
  const ends = enders.get(server);
  enders.delete(server);
  for (const end of ends ?? []) end();
}
