/**
 * How every Node tool here starts Debian's Chromium through playwright-core (never a downloaded browser): the browser
 * tests, the benches and the deploy's render check. The flags keep it from reaching out to a network it does not have.
 */
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
