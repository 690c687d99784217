/**
 * Browser tests that change this checkout (a deploy drill edits a remote's files, the new-remote drill adds
 * mfe-hello/) wait here until the checkout is theirs. `npm test` runs other workspaces' unit tests beside the browser
 * tests; it names a file in FORKFUL_E2E_CHECKOUT_GATE and creates it once nothing else reads the frontends' sources.
 * Run alone (no variable), the checkout is always theirs. The test sequencer (sequencer.js) runs these files last.
 */
import * as fs from 'fs';

export const CHECKOUT_GATE_ENV = 'FORKFUL_E2E_CHECKOUT_GATE';
const MAX_WAIT_MS = 10 * 60_000;
/** For the beforeAll that waits: the wait, plus the time its own work takes. */
export const CHECKOUT_WAIT_TIMEOUT = MAX_WAIT_MS + 120_000;

export async function waitUntilCheckoutIsOurs(): Promise<void> {
  const gate = process.env[CHECKOUT_GATE_ENV];
  if (!gate) return;
  const started = Date.now();
  while (!fs.existsSync(gate)) {
    if (Date.now() - started > MAX_WAIT_MS) throw new Error(`The checkout was not handed to the browser tests within ${MAX_WAIT_MS / 60_000} minutes (${gate} never appeared).`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
