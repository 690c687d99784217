import type { Connection } from 'mongoose';
import { REPLICA_SET_REQUIRED, requireTransactions } from './require-transactions';

describe('requireTransactions', () => {
  const connectionAnswering = (hello: Record<string, unknown>) =>
    ({ db: { admin: () => ({ command: jest.fn(async () => hello) }) } }) as unknown as Connection;

  it('refuses to start on a standalone MongoDB (no transactions), and starts on a replica set or mongos', async () => {
    await expect(requireTransactions(connectionAnswering({ setName: 'rs0' }))).resolves.toBeUndefined();
    await expect(requireTransactions(connectionAnswering({ isWritablePrimary: true, msg: 'isdbgrid' }))).resolves.toBeUndefined();
    await expect(requireTransactions(connectionAnswering({ isWritablePrimary: true }))).rejects.toThrow(REPLICA_SET_REQUIRED);
  });
});
