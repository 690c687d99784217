'use strict';
/**
 * How every Node tool here starts Debian's Chromium through playwright-core (never a downloaded browser): the browser
 * tests, the benches and the deploy's render check. The flags keep it from reaching out to a network it does not have.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
