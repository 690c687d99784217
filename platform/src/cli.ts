/** Small pieces shared by the start, serve and test commands: timing and the "ready" banner. */
import { paint } from './processes';
import { localStatePaths } from './local-state';

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Run `fn` as a named phase and print how long it took. */
export async function phase<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
  const started = Date.now();
  console.log(paint(1, `\n==> ${name}`));
  try {
    return await fn();
  } finally {
    console.log(paint(1, `<== ${name}: ${seconds(Date.now() - started)}`));
  }
}

/** What the banner shows of a running stack (scripts/lib/stack's startStack result has these and more). */
export interface ReadyStack {
  shellUrl: string;
  apiUrl: string;
  remotesOrigin?: string;
  remoteOrigins: Record<string, string>;
  authEmulatorUrl?: string;
  projectId: string;
  deployStore?: string;
  sampleUsers: { email: string; password: string; displayName: string }[];
}

export function printReady(stack: ReadyStack, { title, dataDir, mongoUri }: { title: string; dataDir: string; mongoUri?: string }): void {
  const line = '-'.repeat(72);
  const out = [
    '',
    line,
    paint(32, `  ${title}`),
    '',
    `  Open ${paint(1, `${stack.shellUrl}/`)}`,
    '',
    `  API             ${stack.apiUrl}   (docs: ${stack.apiUrl}/api/docs)`,
    ...(stack.remotesOrigin ? [`  Remotes origin  ${stack.remotesOrigin}   (every remote under /<app>/, and /registry.json)`] : []),
    ...Object.entries(stack.remoteOrigins).map(([name, url]) => `  ${name.padEnd(15)} ${url}`),
    stack.authEmulatorUrl ? `  Auth emulator   ${stack.authEmulatorUrl}` : `  Firebase        project ${stack.projectId}`,
    `  Database        ${mongoUri ? 'MONGODB_URI' : `embedded, files in ${localStatePaths(dataDir).db}`}`,
    ...(stack.deployStore ? [`  Deployments     ${stack.deployStore}   (npm run deploy -- <app>, rollback, retire; npm run new-remote -- <name>)`] : []),
  ];
  if (stack.sampleUsers.length) {
    out.push('', '  Sample logins (email / password):');
    for (const user of stack.sampleUsers) out.push(`    ${user.email.padEnd(24)} ${user.password}   (${user.displayName})`);
  }
  out.push('', '  Press Ctrl-C to stop everything.', line, '');
  console.log(out.join('\n'));
}
