'use strict';
/**
 * Shared as singletons: one copy at run time, the one the shell (the first container) provides.
 * strictVersion: a remote whose required range the provided copy does not satisfy fails to load (its area shows the
 * fallback) instead of running with a wrong copy; `npm run deploy` refuses such a remote before it goes live.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'zustand',
  'react-hot-toast',
  'axios',
  '@tanstack/react-query',
  '@forkful/contracts',
];

module.exports = { SINGLETONS };
