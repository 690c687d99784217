/**
 * A step marker at the start of a line or after a sentence: "1.", "2)", "Step 3:" (any case). The text before it is
 * captured (no lookbehind: older Safari cannot parse one).
 */
const NUMBERED = /(^|\n|[.!?]\s+)\s*(?:step\s*)?\d{1,3}\s*[.):-]\s+/gi;

function sentences(text: string): string[] {
  // Intl.Segmenter knows where sentences end (abbreviations, decimals); every browser Forkful supports has it.
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
  return Array.from(segmenter.segment(text), (part) => part.segment.trim());
}

/**
 * The instructions as cook mode's steps: numbered steps when the cook numbered them, else one step a line, else one
 * step a sentence. Empty steps are dropped; text without any step gives none.
 */
export function splitSteps(instructions: string): string[] {
  const text = instructions.replace(/\r\n?/g, '\n').trim();
  if (!text) return [];
  const markers = [...text.matchAll(NUMBERED)];
  let steps: string[];
  if (markers.length >= 2) {
    const starts = markers.map((m) => (m.index ?? 0) + m[0].length);
    // A step ends where the next marker starts, keeping its own closing punctuation.
    const markerStart = (m: RegExpMatchArray) => (m.index ?? 0) + (/^[.!?]/.test(m[1]) ? 1 : 0);
    const ends = markers.slice(1).map(markerStart);
    const before = text.slice(0, markerStart(markers[0])).trim();
    steps = [before, ...starts.map((start, i) => text.slice(start, ends[i] ?? text.length))];
  } else {
    const lines = text.split(/\n+/);
    steps = lines.length >= 2 ? lines : sentences(text);
  }
  return steps.map((step) => step.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
