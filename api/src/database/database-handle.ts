import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { requireTransactions } from './require-transactions';

/** Where the database is, and how to stop it when the API started it (the embedded server). */
export interface DatabaseHandle {
  uri: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

/**
 * Checks at start that the database runs transactions, and stops the embedded server on shutdown. It is provided by
 * the root module, whose hooks Nest runs last: the check still runs before any module's onApplicationBootstrap (the
 * migrations among them), and the mongoose connection (a deeper module) is closed before the server it talks to goes away.
 */
@Injectable()
export class DatabaseLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  onModuleInit(): Promise<void> {
    return requireTransactions(this.connection);
  }

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
