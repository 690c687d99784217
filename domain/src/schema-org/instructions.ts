/**
 * A recipe's steps: schema.org's `recipeInstructions` in any of its shapes (text, HTML, texts, HowToStep, HowToSection,
 * ItemList) as one flat list, and our numbered instructions text, one step a line, back into steps.
 */
import { cleanText, joinWithin, textLines } from './text';
import { isSchemaObject, propertyOf, rawTextOf } from './values';

/** Steps read from one recipe, and how deep sections may nest: bounds on hostile files. */
const MAX_STEPS = 1000;
const MAX_DEPTH = 8;

/** A step's own number as pages write it ("1.", "2)", "Step 3:"): ours replaces it. */
const STEP_NUMBER = /^(?:step\s*\d{1,3}\s*[:.)-]?\s*|\d{1,3}[.)]\s+)/i;

export function withoutStepNumber(line: string): string {
  return line.replace(STEP_NUMBER, '').trim();
}

/**
 * The steps of a `recipeInstructions`, in order: a text is split into lines (its paragraphs, list items, `<br>`s or
 * line breaks), a HowToStep is one step (its `text`, else its `name`), a HowToSection or ItemList gives its
 * `itemListElement`'s steps (a section's name is not a step), a ListItem its `item`'s. Numbers pages gave their steps
 * are dropped; empty steps too.
 */
export function instructionSteps(value: unknown): string[] {
  const steps: string[] = [];
  const add = (step: string) => {
    const text = withoutStepNumber(step);
    if (text && steps.length < MAX_STEPS) steps.push(text);
  };
  const visit = (item: unknown, depth: number): void => {
    if (steps.length >= MAX_STEPS || depth > MAX_DEPTH) return;
    const raw = rawTextOf(item);
    if (raw !== undefined) {
      textLines(raw).forEach(add);
      return;
    }
    if (Array.isArray(item)) {
      for (const entry of item.slice(0, MAX_STEPS)) visit(entry, depth + 1);
      return;
    }
    if (!isSchemaObject(item)) return;
    const text = rawTextOf(propertyOf(item, 'text'));
    if (text !== undefined) return add(cleanText(text));
    for (const key of ['itemListElement', 'item'] as const) {
      const nested = propertyOf(item, key);
      if (nested !== undefined) return visit(nested, depth + 1);
    }
    const name = rawTextOf(propertyOf(item, 'name'));
    if (name !== undefined) add(cleanText(name));
  };
  visit(value, 0);
  return steps;
}

/** Steps as our instructions text, "1. ..." one a line, as many whole steps as fit in `max` characters. */
export function numberSteps(steps: string[], max: number): string {
  return joinWithin(
    steps.map((step, index) => `${index + 1}. ${step}`),
    '\n',
    max,
  );
}

/** Our instructions text as steps: one a line, without their numbers. */
export function stepsOfText(instructions: string): string[] {
  return instructions
    .split(/\r?\n/)
    .map(withoutStepNumber)
    .filter((step) => step.length > 0);
}
