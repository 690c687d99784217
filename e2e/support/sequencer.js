/**
 * Runs the browser-test files that change the checkout (they call waitUntilCheckoutIsOurs, support/checkout.ts) after
 * all the others, so that the unit tests `npm test` runs beside them are done with the sources first; the rest in
 * jest's own order (the longest first, from its timings of the last run).
 */
const fs = require('fs');
const Sequencer = require('@jest/test-sequencer').default;

const changesCheckout = (test) => fs.readFileSync(test.path, 'utf8').includes('waitUntilCheckoutIsOurs(');

class CheckoutChangesLastSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    return [...ordered.filter((test) => !changesCheckout(test)), ...ordered.filter(changesCheckout)];
  }
}

module.exports = CheckoutChangesLastSequencer;
