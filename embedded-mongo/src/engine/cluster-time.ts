import { Binary, Long, Timestamp } from 'bson';
import { Doc } from '../common/values';

/**
 * The logical clock of this one-member replica set. Every write gets a strictly increasing operation time
 * (seconds since the epoch and an increment, like an oplog entry's `ts`); replies gossip the latest as
 * `$clusterTime` so drivers can use causally consistent sessions and change streams can resume from a time.
 */
export class ClusterClock {
  private seconds = 0;
  private increment = 0;

  /** A new operation time, later than every one issued before (also across restarts, as long as the wall clock is). */
  tick(): Timestamp {
    const now = Math.floor(Date.now() / 1000);
    if (now > this.seconds) {
      this.seconds = now;
      this.increment = 0;
    }
    this.increment++;
    return new Timestamp({ t: this.seconds, i: this.increment });
  }

  /** The first of n consecutive new operation times (one per change event of a commit); the clock ends on the last. */
  tickMany(n: number): Timestamp {
    const first = this.tick();
    this.increment += n - 1;
    return first;
  }

  /** The latest operation time issued (a fresh one when nothing was written yet). */
  latest(): Timestamp {
    return this.seconds ? new Timestamp({ t: this.seconds, i: this.increment }) : this.tick();
  }

  /** Moves the clock past a time seen elsewhere (a replayed journal), so new writes sort after it. */
  advanceTo(ts: Timestamp): void {
    const t = ts.high >>> 0;
    const i = ts.low >>> 0;
    if (t > this.seconds || (t === this.seconds && i > this.increment)) {
      this.seconds = t;
      this.increment = i;
    }
  }

  /** `$clusterTime` as an unauthenticated mongod sends it (a zero signature). */
  gossip(): Doc {
    return { clusterTime: this.latest(), signature: { hash: new Binary(Buffer.alloc(20)), keyId: Long.ZERO } };
  }
}
