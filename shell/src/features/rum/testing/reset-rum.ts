import type { RumEvent } from '@forkful/domain';
import { rum } from '../lib/rum-record';
import { rumTimeline } from '../lib/rum-timeline';

/** A clean, collecting RUM queue for a test: no records, no sender. */
export function resetRum(): void {
  rum.on = true;
  rum.records.length = 0;
  rum.take = undefined;
}

/** The records so far as the sender would send them, read with `remotes` listed (taken: the queue is left empty). */
export function sentEvents(remotes: readonly { name: string; app: string; version: string }[] = [], shellVersion = 'dev'): RumEvent[] {
  const timeline = rumTimeline(remotes);
  rum.records.splice(0).forEach(timeline.add);
  return timeline.take(shellVersion);
}
