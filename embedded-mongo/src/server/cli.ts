#!/usr/bin/env node
// CLI: embedded-mongo [--port 27018] [--host 127.0.0.1] [--data .data/db] [--replSet rs0 | --standalone] [--ttl-interval-ms 60000]
import path from 'node:path';
import type { EmbeddedMongo } from './embedded-mongo';
import { startEmbeddedMongo } from './start';

const USAGE = 'Usage: embedded-mongo [--port 27018] [--host 127.0.0.1] [--data .data/db] [--replSet rs0 | --standalone] [--ttl-interval-ms 60000]';

interface CliOptions {
  port: number;
  host: string;
  data: string;
  replicaSetName: string | null;
  ttlIntervalMs?: number;
}

function refuse(message: string): never {
  console.error(`embedded-mongo: ${message}`);
  process.exit(2);
}

function parseArgs(argv: string[]): CliOptions {
  const out: CliOptions = { port: 27018, host: '127.0.0.1', data: path.join(process.cwd(), '.data', 'db'), replicaSetName: 'rs0' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split('=', 2);
    const value = (): string => (inline !== undefined ? inline : (argv[++i] ?? ''));
    if (flag === '--port' || flag === '-p') out.port = Number(value());
    else if (flag === '--host') out.host = value();
    else if (flag === '--data' || flag === '--dbpath') out.data = value();
    else if (flag === '--replSet') out.replicaSetName = value();
    else if (flag === '--standalone') out.replicaSetName = null;
    else if (flag === '--ttl-interval-ms') out.ttlIntervalMs = Number(value());
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else refuse(`unknown option ${arg}`);
  }
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) refuse('--port must be an integer between 0 and 65535');
  if (out.ttlIntervalMs !== undefined && (!Number.isInteger(out.ttlIntervalMs) || out.ttlIntervalMs < 1)) {
    refuse('--ttl-interval-ms must be a positive integer (milliseconds between TTL monitor passes)');
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let server: EmbeddedMongo;
  try {
    server = await startEmbeddedMongo({
      port: args.port,
      host: args.host,
      dataDir: path.resolve(args.data),
      replicaSetName: args.replicaSetName,
      ttlMonitorIntervalMs: args.ttlIntervalMs,
    });
  } catch (err) {
    console.error(`embedded-mongo: ${(err as Error).message}`);
    process.exit(1);
  }
  console.log(`embedded-mongo ready: ${server.uri} (data: ${server.dataDir})`);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    try {
      await server.stop();
      console.log(`embedded-mongo stopped (${signal})`);
      process.exit(0);
    } catch (err) {
      console.error(`embedded-mongo: error while stopping: ${(err as Error).message}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
