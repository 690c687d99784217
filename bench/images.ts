/**
 * Photo uploads benchmark: a 12 MP phone-like JPEG (4000x3000, textured, quality 90, EXIF with GPS; made here with
 * sharp) through the built processUpload (api/dist), the bytes of each rendition, and GET /images/{id}?w=640 served by
 * the built API from a fresh embedded database, the photo stored there by the built ImageStore (GridFS).
 *
 *   npx lerna run build --scope @forkful/api && npx tsx bench/images.ts
 *
 * Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_RUNS (processing runs, default 3).
 * About 30 s on 2 cores, well within 60 s: making the photo (1 s), 4 processings of it (one warm-up) of about 2 s each,
 * 2 x (1 s warm-up + 5 s) of autocannon, and a few seconds to start the database and the API.
 * Every process it starts (database, API) runs separately from autocannon and is stopped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Mongoose from 'mongoose';
import type Sharp from 'sharp';
import type { SharpOptions } from 'sharp';
import { autocannon } from './lib/autocannon';
import { figure, type Figure, type Goal } from './lib/figures';
import { stop, requireBuilt, startDatabase, startApi, exitAfterCleanup, type Started, type StartedDatabase } from './lib/processes';
import { stats, type Stats } from './lib/samples';
import { API_DIR, requireFromApi } from './lib/workspaces';

const mongoose = requireFromApi<typeof Mongoose>('mongoose');
const sharp = requireFromApi<typeof Sharp>('sharp');
const API_DIST = path.join(API_DIR, 'dist', 'images');

/** The built API's image code (api/dist/images), as far as the bench calls it: loaded once built. */
interface Processed {
  renditions: { width: number; height: number; format: string; data: Buffer }[];
}
interface ImageProcessing {
  processUpload: (photo: Buffer) => Promise<Processed>;
}
interface ImageStoreModule {
  ImageStore: new (model: unknown, connection: Mongoose.Connection, config: { imageCacheMaxBytes: number }) => {
    save: (ownerUid: string, processed: Processed) => Promise<unknown>;
  };
}

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const WARM_UP_SECONDS = 1;
const SERVED_WIDTH = 640;
const ACCEPT = 'image/avif,image/webp,*/*';

/** Gaussian noise around mid-grey, RGB (sharp's types ask for a background too, which it ignores when given noise). */
const noise = (width: number, height: number, sigma: number) =>
  sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } } } as SharpOptions);

/**
 * A phone-like photo: broad colour areas (coarse noise, enlarged smoothly) under fine grain (sensor noise), so the
 * encoders face texture as in a real photo rather than flat colour or pure noise; EXIF with camera and GPS fields.
 */
async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const coarse = await noise(Math.round(width / 20), Math.round(height / 20), 70).png().toBuffer();
  const scene = await sharp(coarse).resize(width, height, { kernel: 'cubic' }).blur(4).raw().toBuffer();
  const grain = await noise(width, height, 18).png({ compressionLevel: 0 }).toBuffer();
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .composite([{ input: grain, blend: 'soft-light' }])
    .withExif({
      IFD0: { Make: 'Forkful', Model: 'Bench Phone 12', Orientation: '1', Software: 'bench/images.ts' },
      IFD2: { DateTimeOriginal: '2026:11:24 12:00:00', ExposureTime: '1/120', FNumber: '1.8' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** processUpload of the photo: one warm-up, then `runs` timed runs; the last run's renditions. */
async function measureProcessing(photo: Buffer, runs: number): Promise<{ timings: Stats; processed: Processed }> {
  const { processUpload } = require(path.join(API_DIST, 'image-processing.js')) as ImageProcessing;
  let processed = await processUpload(photo);
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    processed = await processUpload(photo);
    timings.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { timings: stats(timings), processed };
}

/** Stores the photo through the built ImageStore, as the API's upload does; its id. */
async function storePhoto(uri: string, processed: Processed): Promise<string> {
  const { ImageStore } = require(path.join(API_DIST, 'image-store.service.js')) as ImageStoreModule;
  const { ImageSchema } = require(path.join(API_DIST, 'schemas', 'image.schema.js')) as { ImageSchema: Mongoose.Schema };
  const connection = await mongoose.createConnection(uri, { serverMonitoringMode: 'poll' }).asPromise();
  try {
    const store = new ImageStore(connection.model('Image', ImageSchema), connection, { imageCacheMaxBytes: 0 });
    return String(await store.save('bench-owner', processed));
  } finally {
    await connection.close();
  }
}

interface Run {
  rps: number;
  p99: number;
  statuses: Record<string, { count: number }>;
  errors: number;
}

/** One autocannon run: req/s, p99 and the answers by status (a 304 is no error here), errors and timeouts. */
async function run(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<Run> {
  const result = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
  return { rps: result.requests.total / seconds, p99: result.latency.p99, statuses: result.statusCodeStats, errors: result.errors + result.timeouts };
}

interface Options {
  seconds?: number;
  connections?: number;
  /** Timed processing runs. */
  runs?: number;
}

interface Serving {
  served: { type: string | null; bytes: number };
  results: Record<string, Run>;
}

async function measureServing(processed: Processed, { seconds = SECONDS, connections = CONNECTIONS }: Options = {}): Promise<Serving> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-images-'));
  let mongo: StartedDatabase | undefined;
  let api: Started | undefined;
  try {
    mongo = await startDatabase(dataDir);
    const id = await storePhoto(mongo.uri, processed);
    api = await startApi(mongo.uri);
    const url = `${api.url}/images/${id}?w=${SERVED_WIDTH}`;
    const response = await fetch(url, { headers: { accept: ACCEPT } });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.toString().slice(0, 300)}`);
    const etag = response.headers.get('etag') as string;
    const served = { type: response.headers.get('content-type'), bytes: body.length };
    const results: Record<string, Run> = {};
    const calls: [string, Record<string, string>][] = [['200', { accept: ACCEPT }], ['304', { accept: ACCEPT, 'if-none-match': etag }]];
    for (const [label, headers] of calls) {
      await run(url, headers, WARM_UP_SECONDS, connections);
      results[label] = await run(url, headers, seconds, connections);
    }
    return { served, results };
  } finally {
    await stop(api);
    await stop(mongo);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureAll(options: Options = {}) {
  const photo = await phonePhoto();
  const mb = photo.length / 2 ** 20;
  console.log(`12 MP photo: ${mb.toFixed(2)} MB JPEG (quality 90, EXIF + GPS)`);
  const { timings, processed } = await measureProcessing(photo, options.runs ?? RUNS);
  console.log(`processUpload: median ${timings.median.toFixed(0)} ms, max ${timings.max.toFixed(0)} ms over ${timings.count} runs`);
  const sizes = processed.renditions.map(({ width, height, format, data }) => ({ width, height, format, KB: Math.round(data.length / 1024) }));
  console.table(sizes);
  const serving = await measureServing(processed, options);
  console.table(Object.entries(serving.results).map(([status, r]) => ({
    status, 'req/s': Math.round(r.rps), 'p99 ms': r.p99, statuses: JSON.stringify(Object.fromEntries(Object.entries(r.statuses).map(([k, v]) => [k, v.count]))), errors: r.errors,
  })));
  return { mb, timings, sizes, serving };
}

/** The photo upload figures for npm run bench (bench/run.ts): about 30 s. */
export async function measureFigures(options: Options = {}): Promise<Figure[]> {
  requireBuilt();
  const { mb, timings, sizes, serving } = await measureAll(options);
  const photo = `4000x3000 JPEG, ${mb.toFixed(1)} MB`;
  const figures = [
    figure('Images', 'processUpload 12 MP photo, median', timings.median, 'ms', { atMost: 3000 }, `${photo}, ${timings.count} runs`),
    figure('Images', 'processUpload 12 MP photo, max', timings.max, 'ms', {}, `${photo}, ${timings.count} runs`),
  ];
  for (const { width, format, KB } of sizes) {
    const goal: Goal = width === 1600 && format === 'webp' ? { atMost: 350 } : {};
    figures.push(figure('Images', `${width} px ${format.toUpperCase()} rendition`, KB, 'KB', goal, 'from the 12 MP photo'));
  }
  const { served, results } = serving;
  const servedText = `${served.type}, ${Math.round(served.bytes / 1024)} KB, ${options.connections ?? CONNECTIONS} connections`;
  figures.push(
    figure('Images', `GET /images/{id}?w=${SERVED_WIDTH}, 200`, results['200'].rps, 'req/s', { atLeast: 1000 }, servedText),
    figure('Images', `GET /images/{id}?w=${SERVED_WIDTH}, 200 p99`, results['200'].p99, 'ms', {}, servedText),
    figure('Images', `GET /images/{id}?w=${SERVED_WIDTH} If-None-Match, 304`, results['304'].rps, 'req/s', {}, 'ETag matches'),
    figure('Images', `GET /images/{id}?w=${SERVED_WIDTH} If-None-Match, 304 p99`, results['304'].p99, 'ms', {}, 'ETag matches'),
  );
  return figures;
}

async function main(): Promise<void> {
  requireBuilt();
  console.log(`Forkful images benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, loopback, ${os.cpus().length} CPU(s), Node ${process.version}`);
  const started = Date.now();
  await measureAll();
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  process.on('SIGINT', () => exitAfterCleanup(130));
  main().catch((error: Error) => {
    console.error(error.stack || error.message);
    return exitAfterCleanup(1);
  });
}
