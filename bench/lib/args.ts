/** A bench's command line, `--key=value` and `--flag` (the string 'true'), as an object. */
export function benchArgs(argv: readonly string[] = process.argv.slice(2)): Record<string, string> {
  return Object.fromEntries(argv.map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }));
}
