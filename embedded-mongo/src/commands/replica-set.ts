import { ObjectId } from 'bson';
import { ClusterClock } from '../engine/cluster-time';
import { Doc } from '../common/values';

/** How the server presents itself: a one-member replica set (the default) or a standalone. */
export interface ReplicaSetIdentity {
  /** Replica set name reported by hello; null presents a standalone (no transactions, no change streams). */
  name: string | null;
  /** host:port clients reach this server at; drivers drop a member whose `me` differs from the address they used. */
  address(): string;
}

// A fixed election id: this member is primary of term 1 for its whole life.
const ELECTION_ID = new ObjectId('7fffffff0000000000000001');

/** The replica-set fields of a hello reply of a primary (empty for a standalone). */
export function replicaSetHelloFields(identity: ReplicaSetIdentity, clock: ClusterClock): Doc {
  if (!identity.name) return {};
  const me = identity.address();
  const opTime = { ts: clock.latest(), t: 1 };
  const now = new Date();
  return {
    hosts: [me],
    setName: identity.name,
    setVersion: 1,
    secondary: false,
    primary: me,
    me,
    electionId: ELECTION_ID,
    lastWrite: { opTime, lastWriteDate: now, majorityOpTime: opTime, majorityWriteDate: now },
  };
}
