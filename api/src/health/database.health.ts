import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { HealthIndicatorService } from '@nestjs/terminus';
import { Connection, ConnectionStates } from 'mongoose';
import { withTimeout } from '../common/with-timeout';

/** How long readiness waits for the database's answer to a ping. */
export const DATABASE_PING_TIMEOUT_MS = 1000;

/**
 * Pings the database (terminus's own mongoose indicator only looks at the connection state, which stays "connected"
 * for a while after the server went away). Down when not connected, on an error, or with no answer in time.
 */
@Injectable()
export class DatabaseHealthIndicator {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async pingCheck(key: string, timeoutMs = DATABASE_PING_TIMEOUT_MS) {
    const indicator = this.indicators.check(key);
    if (this.connection.readyState !== ConnectionStates.connected || !this.connection.db) {
      return indicator.down({ message: 'Not connected' });
    }
    try {
      await withTimeout(this.connection.db.command({ ping: 1 }), timeoutMs, `No answer to a ping within ${timeoutMs} ms`);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
