/** Accepts a number or a string of digits (query values, form fields); leaves anything else alone for the validators. */
export function toInteger({ value }: { value: unknown }): unknown {
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return value;
}
