import { DEFAULT_CORS_ORIGINS, loadConfig } from './api-config';

describe('loadConfig', () => {
  it('uses the product defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      mongodbUri: undefined,
      embeddedMongoPort: 27018,
      firebaseProjectId: 'demo-forkful',
      seedSampleData: false,
      jsonBodyLimit: '100kb',
      dbMaxTimeMS: 2000,
      requestTimeoutMs: 10_000,
      unpagedRecipesLimit: 1000,
      recipesCacheFallbackTtlMs: 2000,
    });
    expect(config.embeddedMongoDataDir).toMatch(/\.data[\\/]db$/);
    expect(config.rateLimitReadPerMin).toBeGreaterThan(config.rateLimitWritePerMin);
  });

  it('keeps the embedded database under FORKFUL_DATA_DIR/db unless EMBEDDED_MONGO_DATA says otherwise', () => {
    expect(loadConfig({ FORKFUL_DATA_DIR: '/srv/forkful-state' }).embeddedMongoDataDir).toBe('/srv/forkful-state/db');
    expect(loadConfig({ FORKFUL_DATA_DIR: '/srv/forkful-state', EMBEDDED_MONGO_DATA: '/srv/db' }).embeddedMongoDataDir).toBe('/srv/db');
  });

  it("allows the shell's port and every remote dev port (3001-3099) on localhost and 127.0.0.1 by default", () => {
    expect(DEFAULT_CORS_ORIGINS.slice(0, 6)).toEqual([
      'http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:3001', 'http://127.0.0.1:3001',
      'http://localhost:3002', 'http://127.0.0.1:3002',
    ]);
    expect(DEFAULT_CORS_ORIGINS).toHaveLength(2 * 100);
    expect(DEFAULT_CORS_ORIGINS).toEqual(expect.arrayContaining(['http://localhost:3099', 'http://127.0.0.1:3050']));
    expect(DEFAULT_CORS_ORIGINS).not.toContain('http://localhost:3100');
    expect(loadConfig({}).corsOrigins).toBe(DEFAULT_CORS_ORIGINS);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      API_PORT: '4123',
      MONGODB_URI: 'mongodb://db.example.com/forkful',
      CORS_ORIGINS: 'https://forkful.example.com/, https://recipes.example.com',
      SEED_SAMPLE_DATA: 'true',
      RATE_LIMIT_READ_PER_MIN: '50',
      RATE_LIMIT_WRITE_PER_MIN: '5',
      FIREBASE_PROJECT_ID: 'forkful-prod',
    });
    expect(config).toMatchObject({
      port: 4123,
      publicUrl: 'http://localhost:4123',
      mongodbUri: 'mongodb://db.example.com/forkful',
      corsOrigins: ['https://forkful.example.com', 'https://recipes.example.com'],
      seedSampleData: true,
      rateLimitReadPerMin: 50,
      rateLimitWritePerMin: 5,
      firebaseProjectId: 'forkful-prod',
    });
  });

  it('refuses to start in production with the Auth emulator configured', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(/Refusing to start/);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
  });

  it('refuses a malformed number', () => {
    expect(() => loadConfig({ RATE_LIMIT_WRITE_PER_MIN: 'lots' })).toThrow('RATE_LIMIT_WRITE_PER_MIN must be a non-negative integer, got "lots"');
  });

  it('reads the time limit of database queries from API_DB_MAX_TIME_MS (0 = no limit)', () => {
    expect(loadConfig({ API_DB_MAX_TIME_MS: '500' }).dbMaxTimeMS).toBe(500);
    expect(loadConfig({ API_DB_MAX_TIME_MS: '0' }).dbMaxTimeMS).toBe(0);
    expect(() => loadConfig({ API_DB_MAX_TIME_MS: '-1' })).toThrow('API_DB_MAX_TIME_MS must be a non-negative integer, got "-1"');
    expect(() => loadConfig({ API_DB_MAX_TIME_MS: '2s' })).toThrow(/API_DB_MAX_TIME_MS/);
    expect(() => loadConfig({ API_DB_MAX_TIME_MS: '2147483648' })).toThrow('API_DB_MAX_TIME_MS must be at most 2147483647 (mongod refuses larger maxTimeMS), got "2147483648"');
  });

  it('reads IMPORT_ALLOW_HOSTS as lower-case host:port pairs, and refuses it in production or malformed', () => {
    expect(loadConfig({}).importAllowHosts).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', IMPORT_ALLOW_HOSTS: ' 127.0.0.1:8123, Fixture.Test:80 ,[::1]:9 ' }).importAllowHosts)
      .toEqual(['127.0.0.1:8123', 'fixture.test:80', '[::1]:9']);
    expect(() => loadConfig({ NODE_ENV: 'production', IMPORT_ALLOW_HOSTS: '127.0.0.1:8123' })).toThrow(/refused with NODE_ENV=production/);
    expect(() => loadConfig({ IMPORT_ALLOW_HOSTS: '127.0.0.1' })).toThrow('IMPORT_ALLOW_HOSTS: "127.0.0.1" is not host:port');
    expect(loadConfig({ NODE_ENV: 'production' }).importAllowHosts).toEqual([]);
  });

  it('reads the hourly import limit and the public origin the export links recipes to', () => {
    expect(loadConfig({})).toMatchObject({ importsPerHour: 30, publicOrigin: 'http://localhost:3000', reviewsPerHour: 60 });
    expect(loadConfig({ REVIEWS_PER_HOUR: '2' }).reviewsPerHour).toBe(2);
    expect(loadConfig({ IMPORTS_PER_HOUR: '5', PUBLIC_ORIGIN: 'https://forkful.app/' })).toMatchObject({ importsPerHour: 5, publicOrigin: 'https://forkful.app' });
  });
});
