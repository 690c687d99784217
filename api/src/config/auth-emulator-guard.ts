/** The run modes in which the Firebase Auth emulator may be trusted without an opt-in. */
const EMULATOR_MODES = new Set(['development', 'test']);

export interface RunMode {
  /** NODE_ENV is read trimmed and case-insensitively: `Production` is production. */
  production: boolean;
  firebaseAuthEmulatorHost?: string;
  /** The emulator is trusted only because ALLOW_AUTH_EMULATOR=true (NODE_ENV is not development or test). */
  authEmulatorOptIn: boolean;
}

function optIn(raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`ALLOW_AUTH_EMULATOR must be "true" or "false", got "${raw}"`);
}

/**
 * The emulator accepts unsigned ID tokens: trusting it on a public server lets anyone sign in as anyone. So it is
 * trusted only when NODE_ENV says development or test, or when ALLOW_AUTH_EMULATOR=true says so (npm run serve).
 * An unset NODE_ENV is not development: many hosts never set it, and a deployment must not become forgeable because
 * a variable is missing. The repository's launchers (scripts/lib/api.ts, the tests) set it.
 */
export function runMode(env: NodeJS.ProcessEnv): RunMode {
  const nodeEnv = env.NODE_ENV?.trim() ?? '';
  const mode = nodeEnv.toLowerCase();
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined;
  const allowed = optIn(env.ALLOW_AUTH_EMULATOR);
  if (host && !EMULATOR_MODES.has(mode) && !allowed) {
    throw new Error(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=${nodeEnv || '(unset)'}. The emulator's ID ` +
        'tokens are unsigned, so anyone could sign in as anyone. Unset FIREBASE_AUTH_EMULATOR_HOST to verify real ' +
        'Firebase ID tokens; for a local run set NODE_ENV=development, or ALLOW_AUTH_EMULATOR=true for a production-like local run.',
    );
  }
  return { production: mode === 'production', firebaseAuthEmulatorHost: host, authEmulatorOptIn: !!host && !EMULATOR_MODES.has(mode) };
}
