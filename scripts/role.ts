/**
 * `npm run role -- grant <email> <role>` / `npm run role -- revoke <email> <role>`: gives an account a role (the
 * `roles` custom claim of its Firebase ID tokens, which the API reads: api/src/auth/roles.guard.ts), or takes it away.
 * Other custom claims are kept. Works on the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, else the local stack's:
 * 127.0.0.1:<AUTH_EMULATOR_PORT, default 9099>) or, with GOOGLE_APPLICATION_CREDENTIALS (a service account), on the
 * real project (FIREBASE_PROJECT_ID, else the credentials' project).
 */
import { applicationDefault, deleteApp, initializeApp, type AppOptions } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { ACCOUNT_ROLES, type AccountRole } from '@forkful/domain';
import { SERVICES } from '@forkful/topology';

/** The roles the API knows: domain's one list. */
export const KNOWN_ROLES = ACCOUNT_ROLES;
export type Role = AccountRole;
export type RoleAction = 'grant' | 'revoke';

export const USAGE = `Usage: npm run role -- grant|revoke <email> <role>   (roles: ${KNOWN_ROLES.join(', ')})`;
const LOCAL_PROJECT_ID = 'demo-forkful';

export class RoleRefused extends Error {}

export interface RoleCommand {
  action: RoleAction;
  email: string;
  role: Role;
}

export function parseRoleArgs(argv: string[]): RoleCommand {
  if (argv.length !== 3) throw new RoleRefused(USAGE);
  const [action, email, role] = argv;
  if (action !== 'grant' && action !== 'revoke') throw new RoleRefused(`Unknown action "${action}": grant or revoke\n${USAGE}`);
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new RoleRefused(`"${email}" is not an email address\n${USAGE}`);
  if (!(KNOWN_ROLES as readonly string[]).includes(role)) throw new RoleRefused(`Unknown role "${role}": one of ${KNOWN_ROLES.join(', ')}`);
  return { action, email: email.toLowerCase(), role: role as Role };
}

export interface ClaimChange {
  claims: Record<string, unknown>;
  roles: string[];
  changed: boolean;
}

/**
 * The custom claims after granting or revoking a role: every other claim kept, `roles` a list without duplicates (a
 * `roles` that was not a list of strings is replaced), and removed altogether when it becomes empty.
 */
export function withRole(current: Record<string, unknown> | undefined, action: RoleAction, role: Role): ClaimChange {
  const { roles: raw, ...others } = current ?? {};
  const before = Array.isArray(raw) ? [...new Set(raw.filter((r): r is string => typeof r === 'string'))] : [];
  const roles = action === 'grant' ? (before.includes(role) ? before : [...before, role]) : before.filter((r) => r !== role);
  // Unchanged only when the stored claim was already exactly this list (or absent and still empty).
  const same = raw === undefined ? roles.length === 0 : Array.isArray(raw) && raw.length === roles.length && raw.every((r, i) => r === roles[i]);
  const changed = !same;
  return { claims: roles.length ? { ...others, roles } : others, roles, changed };
}

export interface Target {
  options: AppOptions;
  /** Where the change is made, for the output. */
  where: string;
  emulatorHost?: string;
}

/** The Auth emulator the environment names (or the local stack's), else the real project of the credentials. */
export function targetOf(env: NodeJS.ProcessEnv): Target {
  const projectId = env.FIREBASE_PROJECT_ID?.trim();
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() ||
    (env.GOOGLE_APPLICATION_CREDENTIALS?.trim() ? undefined : `${SERVICES.authEmulator.host}:${env[SERVICES.authEmulator.portEnv]?.trim() || SERVICES.authEmulator.port}`);
  if (emulatorHost) {
    const project = projectId || LOCAL_PROJECT_ID;
    return { options: { projectId: project }, where: `the Auth emulator at ${emulatorHost} (project ${project})`, emulatorHost };
  }
  return { options: { credential: applicationDefault(), ...(projectId ? { projectId } : {}) }, where: `Firebase project ${projectId ?? '(from GOOGLE_APPLICATION_CREDENTIALS)'}` };
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): Promise<number> {
  const { action, email, role } = parseRoleArgs(argv);
  const target = targetOf(env);
  // firebase-admin reads the emulator's address from the environment only.
  if (target.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulatorHost;
  const app = initializeApp(target.options, `forkful-role-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const user = await auth.getUserByEmail(email).catch((error: { code?: string; message?: string }) => {
      if (error.code === 'auth/user-not-found') throw new RoleRefused(`No account with the email ${email} in ${target.where}`);
      throw new RoleRefused(`Could not reach ${target.where}: ${error.message ?? error}${target.emulatorHost ? ' (is `npm start` or `npm run serve` running?)' : ''}`);
    });
    const change = withRole(user.customClaims, action, role);
    const now = change.roles.length ? change.roles.join(', ') : 'none';
    if (!change.changed) {
      log(`${email} ${action === 'grant' ? 'already has' : 'does not have'} the role ${role} (${target.where}); roles: ${now}. Nothing changed.`);
      return 0;
    }
    await auth.setCustomUserClaims(user.uid, change.claims);
    log(`${action === 'grant' ? 'Granted' : 'Revoked'} ${role} ${action === 'grant' ? 'to' : 'from'} ${email} (uid ${user.uid}) in ${target.where}; roles now: ${now}.`);
    log(
      action === 'grant'
        ? 'They get it once they sign in again or their ID token is refreshed (within the hour).'
        : 'Their current ID token keeps the role until it is refreshed (within the hour); they lose it then.',
    );
    return 0;
  } finally {
    await deleteApp(app);
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error instanceof RoleRefused ? error.message : error.stack);
      process.exit(1);
    },
  );
}
