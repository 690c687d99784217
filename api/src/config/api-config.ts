import { IMAGE_UPLOAD, IMPORT_LIMITS, MODERATION_LIMITS, REVIEW_LIMITS } from '@forkful/domain';
import { localUrl, REMOTE_DEV_PORTS, SERVICES, SHELL_APP } from '@forkful/topology';
import { resolve } from 'node:path';
import { runMode } from './auth-emulator-guard';
import { parseTrustProxy, TrustProxy } from './trust-proxy';

/** Everything the API reads from the environment, parsed once (see the README for each variable). */
export interface ApiConfig {
  port: number;
  /** The URL browsers use to reach this API; sample images are served under `<publicUrl>/images/`. */
  publicUrl: string;
  production: boolean;
  /** Real MongoDB when set; otherwise the embedded server is started in-process. */
  mongodbUri?: string;
  embeddedMongoPort: number;
  embeddedMongoDataDir: string;
  firebaseProjectId: string;
  /** Trusted only with NODE_ENV development or test, or ALLOW_AUTH_EMULATOR=true (see auth-emulator-guard.ts). */
  firebaseAuthEmulatorHost?: string;
  /** The emulator is trusted only because of ALLOW_AUTH_EMULATOR=true: the API says so at start. */
  authEmulatorOptIn: boolean;
  corsOrigins: string[];
  seedSampleData: boolean;
  rateLimitReadPerMin: number;
  rateLimitWritePerMin: number;
  /** How often each API process adds its counted hits to the shared rate-limit windows (and reads the others'). */
  rateLimitSyncMs: number;
  /** Express's `trust proxy`: which peers' X-Forwarded-For names the client (rate limits are per client address). */
  trustProxy: TrustProxy;
  jsonBodyLimit: string;
  /** maxTimeMS of every database query (0 = none): a query still running after it fails, and the request is a 503. */
  dbMaxTimeMS: number;
  /** On SIGTERM/SIGINT, how long requests in flight may still run before their connections are closed. */
  shutdownDrainMs: number;
  /** Time limit of every request (0 = none): past it the client gets a JSON 503 and the handler's result is dropped. */
  requestTimeoutMs: number;
  /** The most recipes GET /recipes without a query returns (newest first); past it clients page. */
  unpagedRecipesLimit: number;
  /** How long a cached read (top recipes, the unpaged list) is kept while the recipes change stream is not running. */
  recipesCacheFallbackTtlMs: number;
  /** Bounds of the cached public read answers (top, list pages, details): how many, and their bytes in all. */
  responseCacheMaxEntries: number;
  responseCacheMaxBytes: number;
  /** Bytes of recipe views (JSON) kept to build list pages and details from without asking the database again. */
  recipeViewCacheMaxBytes: number;
  /** How many ids of the lists' orders (blocks of GET /recipes' filters and sorts) are kept to build pages from. */
  recipeListCacheMaxIds: number;
  /** The embedded database on a worker thread of its own (default), so its work never waits for HTTP's or blocks it. */
  embeddedMongoThread: boolean;
  /** Photo uploads per user and day (POST /images); past it 429 with Retry-After. */
  imageUploadsPerDay: number;
  /** How long an uploaded photo no recipe uses is kept (a form left open, an image replaced) before it is removed. */
  imageUnusedGraceMs: number;
  /** How often each API process looks for such photos (0 = never: tests run the sweep themselves). */
  imageSweepIntervalMs: number;
  /** Bytes of photo renditions each API process keeps in memory (renditions never change; 0 = none). */
  imageCacheMaxBytes: number;
  /**
   * The bearer token of the API's operational reads: GET /metrics (Prometheus) and GET /rum/summary for tools (the
   * deploy's canary analysis, `npm run deployments`). Unset: /metrics answers 404 and the summary only operators.
   */
  metricsToken?: string;
  /** POST /rum batches per client (address) and minute; past it 429. */
  rumBatchesPerMin: number;
  /** Page, photo and file imports per account and hour (POST /imports...); past it 429 with Retry-After. */
  importsPerHour: number;
  /**
   * IMPORT_ALLOW_HOSTS: `host:port` pairs (lower case) the safe fetcher lets through although they are not public, for
   * tests and local use only: refused at start when NODE_ENV=production.
   */
  importAllowHosts: string[];
  /** Reviews and replies written per account and hour (REVIEWS_PER_HOUR); past it 429 with Retry-After. */
  reviewsPerHour: number;
  /** Reports per account and hour (REPORTS_PER_HOUR); past it 429 with Retry-After. */
  reportsPerHour: number;
  /** PUBLIC_ORIGIN: where cooks open Forkful (the shell's origin, the variable its server reads for canonical URLs); the export links each recipe to its page there. */
  publicOrigin: string;
}

/**
 * The shell's default port and every port a remote's dev server may take (REMOTE_DEV_PORTS: `npm run new-remote`
 * picks one there), under both local host names: a new remote's standalone page can call the API with no list to edit.
 */
const DEFAULT_FRONTEND_PORTS = [
  SHELL_APP.port,
  ...Array.from({ length: REMOTE_DEV_PORTS.to - REMOTE_DEV_PORTS.from + 1 }, (_, i) => REMOTE_DEV_PORTS.from + i),
];
export const DEFAULT_CORS_ORIGINS = DEFAULT_FRONTEND_PORTS.flatMap((port) => [localUrl(port), `http://127.0.0.1:${port}`]);

/** `api/` lives one level under the repository root, both as sources (src/config) and as build output (dist/config). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/**
 * The embedded database's default folder, `<FORKFUL_DATA_DIR, default <repo>/.data>/db`: the layout
 * platform/src/local-state.ts defines for all local state. Repeated here, not loaded from there, so the API also starts
 * where scripts/ is not shipped.
 */
function defaultEmbeddedDataDir(env: NodeJS.ProcessEnv): string {
  const root = env.FORKFUL_DATA_DIR?.trim() ? resolve(env.FORKFUL_DATA_DIR.trim()) : resolve(REPO_ROOT, '.data');
  return resolve(root, 'db');
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

/** The largest maxTimeMS mongod accepts (a 32-bit int). */
const MAX_TIME_MS_LIMIT = 2 ** 31 - 1;

function maxTimeMS(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = positiveInt(env, name, fallback);
  if (value > MAX_TIME_MS_LIMIT) {
    throw new Error(`${name} must be at most ${MAX_TIME_MS_LIMIT} (mongod refuses larger maxTimeMS), got "${env[name]}"`);
  }
  return value;
}

/** METRICS_TOKEN: at least 16 characters when set, so a guessable token is refused at start rather than used. */
function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16 || /\s/.test(token)) throw new Error('METRICS_TOKEN must be at least 16 characters, with no spaces');
  return token;
}

/** IMPORT_ALLOW_HOSTS: a comma list of host:port; never in production, where every fetch must reach a public address. */
export function importAllowHosts(env: NodeJS.ProcessEnv, production: boolean): string[] {
  const entries = (env.IMPORT_ALLOW_HOSTS ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  if (entries.length === 0) return [];
  if (production) throw new Error('IMPORT_ALLOW_HOSTS is for tests and local use: it is refused with NODE_ENV=production');
  for (const entry of entries) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry)) throw new Error(`IMPORT_ALLOW_HOSTS: "${entry}" is not host:port`);
  }
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = positiveInt(env, SERVICES.api.portEnv, SERVICES.api.port);
  const { production, firebaseAuthEmulatorHost, authEmulatorOptIn } = runMode(env);
  const corsOrigins = env.CORS_ORIGINS?.trim()
    ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean)
    : DEFAULT_CORS_ORIGINS;
  return {
    port,
    publicUrl: (env.API_PUBLIC_URL?.trim() || localUrl(port)).replace(/\/+$/, ''),
    production,
    authEmulatorOptIn,
    mongodbUri: env.MONGODB_URI?.trim() || undefined,
    embeddedMongoPort: positiveInt(env, SERVICES.embeddedMongo.portEnv, SERVICES.embeddedMongo.port),
    embeddedMongoDataDir: env.EMBEDDED_MONGO_DATA?.trim() || defaultEmbeddedDataDir(env),
    firebaseProjectId: env.FIREBASE_PROJECT_ID?.trim() || 'demo-forkful',
    firebaseAuthEmulatorHost,
    corsOrigins,
    seedSampleData: env.SEED_SAMPLE_DATA === 'true',
    rateLimitReadPerMin: positiveInt(env, 'RATE_LIMIT_READ_PER_MIN', 1000),
    rateLimitWritePerMin: positiveInt(env, 'RATE_LIMIT_WRITE_PER_MIN', 100),
    rateLimitSyncMs: Math.max(10, positiveInt(env, 'RATE_LIMIT_SYNC_MS', 250)),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jsonBodyLimit: env.JSON_BODY_LIMIT?.trim() || '100kb',
    dbMaxTimeMS: maxTimeMS(env, 'API_DB_MAX_TIME_MS', 2000),
    shutdownDrainMs: positiveInt(env, 'API_SHUTDOWN_DRAIN_MS', 10000),
    requestTimeoutMs: positiveInt(env, 'API_REQUEST_TIMEOUT_MS', 10_000),
    unpagedRecipesLimit: Math.max(1, positiveInt(env, 'UNPAGED_RECIPES_LIMIT', 1000)),
    recipesCacheFallbackTtlMs: positiveInt(env, 'RECIPES_CACHE_FALLBACK_TTL_MS', 2000),
    responseCacheMaxEntries: positiveInt(env, 'RESPONSE_CACHE_MAX_ENTRIES', 20_000),
    responseCacheMaxBytes: positiveInt(env, 'RESPONSE_CACHE_MAX_BYTES', 32 * 1024 * 1024),
    recipeViewCacheMaxBytes: positiveInt(env, 'RECIPE_VIEW_CACHE_MAX_BYTES', 64 * 1024 * 1024),
    recipeListCacheMaxIds: positiveInt(env, 'RECIPE_LIST_CACHE_MAX_IDS', 500_000),
    embeddedMongoThread: env.EMBEDDED_MONGO_THREAD?.trim() !== 'false',
    imageUploadsPerDay: positiveInt(env, 'IMAGE_UPLOADS_PER_DAY', IMAGE_UPLOAD.dailyLimitPerUser),
    imageUnusedGraceMs: positiveInt(env, 'IMAGE_UNUSED_GRACE_MS', 24 * 60 * 60 * 1000),
    imageSweepIntervalMs: positiveInt(env, 'IMAGE_SWEEP_INTERVAL_MS', 10 * 60 * 1000),
    imageCacheMaxBytes: positiveInt(env, 'IMAGE_CACHE_MAX_BYTES', 64 * 1024 * 1024),
    metricsToken: metricsToken(env),
    rumBatchesPerMin: positiveInt(env, 'RUM_BATCHES_PER_MIN', 120),
    importsPerHour: positiveInt(env, 'IMPORTS_PER_HOUR', IMPORT_LIMITS.perHour),
    importAllowHosts: importAllowHosts(env, production),
    reviewsPerHour: positiveInt(env, 'REVIEWS_PER_HOUR', REVIEW_LIMITS.writesPerHour),
    reportsPerHour: positiveInt(env, 'REPORTS_PER_HOUR', MODERATION_LIMITS.reportsPerHour),
    publicOrigin: (env.PUBLIC_ORIGIN?.trim() || localUrl(SHELL_APP.port)).replace(/\/+$/, ''),
  };
}

/** Injection token of the ApiConfig value. */
export const API_CONFIG = Symbol('API_CONFIG');
