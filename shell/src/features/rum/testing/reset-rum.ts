import { rum, SHELL_TAG, startView } from '../lib/rum-state';

let resets = 0;

/** A clean, collecting RUM state for a test: a fresh view, no events, no remotes, no sender; the next view a new one. */
export function resetRum(): void {
  rum.on = true;
  rum.view.started = true;
  startView(`/reset-${++resets}`, '/', SHELL_TAG);
  rum.events.length = 0;
  rum.path = undefined;
  rum.remotes.clear();
  rum.added = undefined;
}
