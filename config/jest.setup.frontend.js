require('@testing-library/jest-dom');
// Server-rendering tests (`@jest-environment node`) have no window; the rest is jsdom's.
const browser = typeof window !== 'undefined';
// jsdom lacks these browser APIs that the product uses.
if (browser && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
// jsdom has no scrolling (its scrollTo only logs an error); the product scrolls when a list page changes.
if (browser) window.scrollTo = () => {};
const { TextEncoder, TextDecoder } = require('util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
// findBy*/waitFor give up after 1 s by default: npm test runs these suites at low priority beside the browser tests,
// where a re-render can take longer. They return as soon as the expectation holds, so a longer limit costs a passing
// test nothing and still fails a broken one.
if (browser) require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
