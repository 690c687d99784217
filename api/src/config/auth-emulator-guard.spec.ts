import { loadConfig } from './api-config';

const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
const OPT_IN = { ALLOW_AUTH_EMULATOR: 'true' };

/** The Auth emulator's tokens are unsigned: only an explicit development or test run, or an explicit opt-in, may use it. */
describe('loadConfig: who may trust the Auth emulator', () => {
  it.each(['production', 'Production', 'PRODUCTION', ' production ', 'staging', '', '  ', undefined])(
    'refuses to start with NODE_ENV=%p and FIREBASE_AUTH_EMULATOR_HOST set',
    (nodeEnv) => {
      expect(() => loadConfig({ NODE_ENV: nodeEnv, ...EMULATOR })).toThrow(
        `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=${nodeEnv?.trim() ? nodeEnv.trim() : '(unset)'}.`,
      );
    },
  );

  it('says why and what to do', () => {
    expect(() => loadConfig({ NODE_ENV: 'Production', ...EMULATOR })).toThrow(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=Production. The emulator\'s ID tokens are ' +
        'unsigned, so anyone could sign in as anyone. Unset FIREBASE_AUTH_EMULATOR_HOST to verify real Firebase ID tokens; ' +
        'for a local run set NODE_ENV=development, or ALLOW_AUTH_EMULATOR=true for a production-like local run.',
    );
  });

  it.each(['development', 'Development', ' test ', 'TEST'])('trusts the emulator with NODE_ENV=%p', (nodeEnv) => {
    const config = loadConfig({ NODE_ENV: nodeEnv, ...EMULATOR });
    expect(config).toMatchObject({ production: false, firebaseAuthEmulatorHost: '127.0.0.1:9099', authEmulatorOptIn: false });
  });

  it.each(['production', 'Production', ' PRODUCTION ', 'staging', undefined])('trusts it with NODE_ENV=%p only with ALLOW_AUTH_EMULATOR=true', (nodeEnv) => {
    const config = loadConfig({ NODE_ENV: nodeEnv, ...EMULATOR, ...OPT_IN });
    expect(config).toMatchObject({ firebaseAuthEmulatorHost: '127.0.0.1:9099', authEmulatorOptIn: true });
    expect(() => loadConfig({ NODE_ENV: nodeEnv, ...EMULATOR, ALLOW_AUTH_EMULATOR: 'false' })).toThrow(/^Refusing to start/);
  });

  it('reads NODE_ENV case-insensitively, trimmed', () => {
    for (const nodeEnv of ['production', 'Production', 'PRODUCTION', ' production ']) {
      expect(loadConfig({ NODE_ENV: nodeEnv }).production).toBe(true);
    }
    for (const nodeEnv of ['development', 'test', 'staging', undefined]) expect(loadConfig({ NODE_ENV: nodeEnv }).production).toBe(false);
  });

  it('needs no opt-in, and reports none, without the emulator', () => {
    for (const nodeEnv of ['production', 'staging', undefined]) {
      expect(loadConfig({ NODE_ENV: nodeEnv })).toMatchObject({ firebaseAuthEmulatorHost: undefined, authEmulatorOptIn: false });
      expect(loadConfig({ NODE_ENV: nodeEnv, FIREBASE_AUTH_EMULATOR_HOST: '  ' }).firebaseAuthEmulatorHost).toBeUndefined();
    }
    expect(loadConfig({ NODE_ENV: 'production', ...OPT_IN }).authEmulatorOptIn).toBe(false);
  });

  it('refuses an opt-in that is neither true nor false', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...EMULATOR, ALLOW_AUTH_EMULATOR: 'yes' })).toThrow(
      'ALLOW_AUTH_EMULATOR must be "true" or "false", got "yes"',
    );
    expect(loadConfig({ NODE_ENV: 'production', ...EMULATOR, ALLOW_AUTH_EMULATOR: ' TRUE ' }).authEmulatorOptIn).toBe(true);
  });
});
