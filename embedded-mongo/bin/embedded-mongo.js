#!/usr/bin/env node
'use strict';
// CLI: embedded-mongo [--port 27018] [--host 127.0.0.1] [--data .data/db] [--replSet rs0 | --standalone] [--ttl-interval-ms 60000]
const path = require('path');
const { startEmbeddedMongo } = require('../dist/index.js');

function parseArgs(argv) {
  const out = { port: 27018, host: '127.0.0.1', data: path.join(process.cwd(), '.data', 'db'), replicaSetName: 'rs0' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split('=', 2);
    const value = () => (inline !== undefined ? inline : argv[++i]);
    if (flag === '--port' || flag === '-p') out.port = Number(value());
    else if (flag === '--host') out.host = value();
    else if (flag === '--data' || flag === '--dbpath') out.data = value();
    else if (flag === '--replSet') out.replicaSetName = value();
    else if (flag === '--standalone') out.replicaSetName = null;
    else if (flag === '--ttl-interval-ms') out.ttlIntervalMs = Number(value());
    else if (flag === '--help' || flag === '-h') {
      console.log('Usage: embedded-mongo [--port 27018] [--host 127.0.0.1] [--data .data/db] [--replSet rs0 | --standalone] [--ttl-interval-ms 60000]');
      process.exit(0);
    } else {
      console.error(`embedded-mongo: unknown option ${arg}`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) {
    console.error('embedded-mongo: --port must be an integer between 0 and 65535');
    process.exit(2);
  }
  if (out.ttlIntervalMs !== undefined && (!Number.isInteger(out.ttlIntervalMs) || out.ttlIntervalMs < 1)) {
    console.error('embedded-mongo: --ttl-interval-ms must be a positive integer (milliseconds between TTL monitor passes)');
    process.exit(2);
  }
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  let server;
  try {
    server = await startEmbeddedMongo({ port: args.port, host: args.host, dataDir: path.resolve(args.data), replicaSetName: args.replicaSetName, ttlMonitorIntervalMs: args.ttlIntervalMs });
  } catch (err) {
    console.error(`embedded-mongo: ${err.message}`);
    process.exit(1);
  }
  console.log(`embedded-mongo ready: ${server.uri} (data: ${server.dataDir})`);
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    try {
      await server.stop();
      console.log(`embedded-mongo stopped (${signal})`);
      process.exit(0);
    } catch (err) {
      console.error(`embedded-mongo: error while stopping: ${err.message}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main();
