import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';

/** Where the database is, and how to stop it when the API started it (the embedded server). */
export interface DatabaseHandle {
  uri: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

/**
 * Stops the embedded server on shutdown. It is provided by the root module, whose hooks Nest runs last,
 * so the mongoose connection (a deeper module) is closed before the server it talks to goes away.
 */
@Injectable()
export class DatabaseLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.database.embedded) return;
    await this.database.stop();
    this.logger.log('Embedded MongoDB stopped');
  }
}

/** mongodb://host:port/name?...: the database name in the URI, if any. */
export function databaseNameOf(uri: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri);
  return match ? decodeURIComponent(match[1]) : undefined;
}
