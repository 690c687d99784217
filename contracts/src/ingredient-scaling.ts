/**
 * Scaling ingredient lines to another number of servings (the detail page's "Servings" field).
 * STUB: signatures only; the implementation and its table test are being written.
 */

/** A line's leading quantity: its value, the text it was written as, and the rest of the line after it. */
export interface LeadingQuantity {
  value: number;
  /** Upper end of a range ("2-3 eggs"), when the line gives one. */
  upTo?: number;
  text: string;
  rest: string;
}

/** The quantity a line starts with, or null when it starts with none ("salt", "a pinch of salt"). */
export function parseLeadingQuantity(line: string): LeadingQuantity | null {
  void line;
  return null;
}

/** A quantity written for people: ½, 1½, ⅓, 2¼ where a common fraction is close; metric amounts rounded sensibly. */
export function formatQuantity(value: number, unit?: string): string {
  void unit;
  return String(value);
}

/** The line with its leading quantity multiplied by factor; a line without one comes back unchanged. */
export function scaleIngredientLine(line: string, factor: number): string {
  void factor;
  return line;
}
