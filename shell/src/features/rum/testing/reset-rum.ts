import { rum } from '../lib/rum-state';

/** A clean, collecting RUM state for a test: no events, no remotes, and the next view a new one. */
export function resetRum(): void {
  rum.on = true;
  rum.events.length = 0;
  rum.path = undefined;
  rum.view.started = true;
  rum.remotes.clear();
  rum.added = undefined;
}
