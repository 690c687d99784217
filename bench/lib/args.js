'use strict';
/** A bench's command line, `--key=value` and `--flag` (the string 'true'), as an object. */
function benchArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(argv.map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }));
}

module.exports = { benchArgs };
