import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { MetricsService } from '../observability/metrics.service';

/** A command's collection label when it names none (ping, transactions' commits) or one that is not ours. */
export const NO_COLLECTION = 'none';
export const OTHER_COLLECTION = 'other';

/** GridFS buckets' collections of a known name (images.files, images.chunks). */
const GRIDFS_SUFFIX = /\.(files|chunks)$/;

/**
 * Times every MongoDB command through the driver's command monitoring (the connection opens with monitorCommands) into
 * forkful_api_db_operation_duration_seconds{operation, collection}: the command's name, and its collection when it is
 * one of the models' (or their GridFS bucket's), else `other`, so the labels stay bounded. A command's collection is
 * in its start event only: kept by request id until its end (a Map entry per command in flight).
 */
@Injectable()
export class CommandMetrics implements OnModuleInit, OnModuleDestroy {
  private readonly inFlight = new Map<number, string>();
  private readonly started = (event: mongo.CommandStartedEvent) => this.inFlight.set(event.requestId, this.collectionOf(event));
  private readonly ended = (event: mongo.CommandSucceededEvent | mongo.CommandFailedEvent) => {
    const collection = this.inFlight.get(event.requestId) ?? NO_COLLECTION;
    this.inFlight.delete(event.requestId);
    this.metrics.operationDone(event.commandName, collection, event.duration / 1000);
  };

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    const client = this.connection.getClient();
    client.on('commandStarted', this.started);
    client.on('commandSucceeded', this.ended);
    client.on('commandFailed', this.ended);
  }

  onModuleDestroy(): void {
    const client = this.connection.getClient();
    client.off('commandStarted', this.started);
    client.off('commandSucceeded', this.ended);
    client.off('commandFailed', this.ended);
    this.inFlight.clear();
  }

  /** The collection a command names (find: 'recipes', getMore: { collection }), bounded to ours. */
  private collectionOf(event: mongo.CommandStartedEvent): string {
    const named = event.command[event.commandName] as unknown;
    const name = event.commandName === 'getMore' ? (event.command.collection as unknown) : named;
    if (typeof name !== 'string') return NO_COLLECTION;
    return this.isOurs(name) ? name : OTHER_COLLECTION;
  }

  private isOurs(name: string): boolean {
    const collections = this.connection.collections;
    if (Object.hasOwn(collections, name)) return true;
    const bucket = name.replace(GRIDFS_SUFFIX, '');
    return bucket !== name && Object.values(collections).some((collection) => collection.collectionName === bucket);
  }
}
