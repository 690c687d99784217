import type { Connection } from 'mongoose';

export const REPLICA_SET_REQUIRED =
  'The API writes in transactions (likes, the migrations): MONGODB_URI must point to a replica set (a one-node one is ' +
  'enough: mongod --replSet rs0, then rs.initiate()), a sharded cluster or Atlas; unset it to use the embedded server.';

/** Fails the start on a standalone MongoDB, which has no transactions (every like would fail). */
export async function requireTransactions(connection: Pick<Connection, 'db'>): Promise<void> {
  const hello = await connection.db!.admin().command({ hello: 1 });
  if (!hello.setName && hello.msg !== 'isdbgrid') throw new Error(REPLICA_SET_REQUIRED);
}
