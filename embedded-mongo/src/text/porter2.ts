/**
 * The Snowball English ("Porter2") stemmer, as in the libstemmer that mongod links (the classic algorithm, before
 * Snowball's 2023+ revisions). Written from the published algorithm; checked against Snowball's voc/output lists.
 */

const isVowel = (c: string | undefined) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y';
const VALID_LI = new Set('cdeghkmnrt');

/** Whole-word exceptions checked before anything else. */
const EXCEPTION1: Record<string, string> = {
  skis: 'ski', skies: 'sky', dying: 'die', lying: 'lie', tying: 'tie',
  idly: 'idl', gently: 'gentl', ugly: 'ugli', early: 'earli', only: 'onli', singly: 'singl',
  sky: 'sky', news: 'news', howe: 'howe', atlas: 'atlas', cosmos: 'cosmos', bias: 'bias', andes: 'andes',
};
/** Words left alone after step 1a. */
const EXCEPTION2 = new Set(['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed']);

const STEP2: Array<[string, string]> = [
  ['ization', 'ize'], ['ational', 'ate'], ['fulness', 'ful'], ['ousness', 'ous'], ['iveness', 'ive'],
  ['tional', 'tion'], ['biliti', 'ble'], ['lessli', 'less'], ['entli', 'ent'], ['ation', 'ate'], ['alism', 'al'],
  ['aliti', 'al'], ['ousli', 'ous'], ['iviti', 'ive'], ['fulli', 'ful'], ['enci', 'ence'], ['anci', 'ance'],
  ['abli', 'able'], ['izer', 'ize'], ['ator', 'ate'], ['alli', 'al'], ['bli', 'ble'], ['ogi', 'og'], ['li', ''],
];
const STEP3: Array<[string, string]> = [
  ['ational', 'ate'], ['tional', 'tion'], ['alize', 'al'], ['icate', 'ic'], ['iciti', 'ic'], ['ative', ''],
  ['ical', 'ic'], ['ness', ''], ['ful', ''],
];
const STEP4 = ['ement', 'ance', 'ence', 'able', 'ible', 'ment', 'ant', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion', 'al', 'er', 'ic'];

/** A short syllable ends right before `end`: non-vowel, vowel, non-vowel other than w/x/Y; or vowel+non-vowel at the start. */
function shortSyllableBefore(w: string, end: number): boolean {
  if (end >= 3) {
    const c = w[end - 1];
    if (!isVowel(c) && c !== 'w' && c !== 'x' && c !== 'Y' && isVowel(w[end - 2]) && !isVowel(w[end - 3])) return true;
  }
  return end === 2 && !isVowel(w[1]) && isVowel(w[0]);
}

function regions(w: string): [number, number] {
  const n = w.length;
  const afterVowelThenConsonant = (from: number): number => {
    let i = from;
    while (i < n && !isVowel(w[i])) i++;
    if (i >= n) return n;
    while (i < n && isVowel(w[i])) i++;
    return i < n ? i + 1 : n;
  };
  let p1: number;
  if (w.startsWith('gener') || w.startsWith('arsen')) p1 = 5;
  else if (w.startsWith('commun')) p1 = 6;
  else p1 = afterVowelThenConsonant(0);
  return [p1, p1 >= n ? n : afterVowelThenConsonant(p1)];
}

export function stemEnglish(word: string): string {
  const exception = EXCEPTION1[word];
  if (exception !== undefined) return exception;
  if (word.length < 3) return word;

  // Prelude: drop a leading apostrophe, mark consonant-y as Y.
  let w = word.startsWith("'") ? word.slice(1) : word;
  let yFound = false;
  if (w[0] === 'y') {
    w = 'Y' + w.slice(1);
    yFound = true;
  }
  for (let i = 1; i < w.length; i++) {
    if (w[i] === 'y' && isVowel(w[i - 1])) {
      w = w.slice(0, i) + 'Y' + w.slice(i + 1);
      yFound = true;
    }
  }
  const [p1, p2] = regions(w);

  // Step 1a.
  for (const s of ["'s'", "'s", "'"]) {
    if (w.endsWith(s)) {
      w = w.slice(0, -s.length);
      break;
    }
  }
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ied') || w.endsWith('ies')) w = w.length > 4 ? w.slice(0, -2) : w.slice(0, -1);
  else if (w.endsWith('us') || w.endsWith('ss')) {
    /* unchanged */
  } else if (w.endsWith('s')) {
    let hasVowel = false;
    for (let i = 0; i < w.length - 2; i++) if (isVowel(w[i])) hasVowel = true;
    if (hasVowel) w = w.slice(0, -1);
  }

  if (!EXCEPTION2.has(w)) {
    w = step1b(w, p1);
    // Step 1c.
    const last = w[w.length - 1];
    if ((last === 'y' || last === 'Y') && w.length > 2 && !isVowel(w[w.length - 2])) w = w.slice(0, -1) + 'i';
    w = step2(w, p1);
    w = step3(w, p1, p2);
    w = step4(w, p2);
    w = step5(w, p1, p2);
  }
  return yFound ? w.replace(/Y/g, 'y') : w;
}

function step1b(w: string, p1: number): string {
  for (const s of ['eedly', 'ingly', 'edly', 'eed', 'ing', 'ed']) {
    if (!w.endsWith(s)) continue;
    const at = w.length - s.length;
    if (s === 'eed' || s === 'eedly') return at >= p1 ? w.slice(0, at) + 'ee' : w;
    const base = w.slice(0, at);
    let hasVowel = false;
    for (let i = 0; i < base.length; i++) if (isVowel(base[i])) hasVowel = true;
    if (!hasVowel) return w;
    if (base.endsWith('at') || base.endsWith('bl') || base.endsWith('iz')) return base + 'e';
    const n = base.length;
    if (n >= 2 && base[n - 1] === base[n - 2] && 'bdfgmnprt'.includes(base[n - 1])) return base.slice(0, -1);
    if (n === p1 && shortSyllableBefore(base, n)) return base + 'e';
    return base;
  }
  return w;
}

function step2(w: string, p1: number): string {
  for (const [s, r] of STEP2) {
    if (!w.endsWith(s)) continue;
    const at = w.length - s.length;
    if (at < p1) return w;
    if (s === 'ogi') return w[at - 1] === 'l' ? w.slice(0, at) + r : w;
    if (s === 'li') return VALID_LI.has(w[at - 1]) ? w.slice(0, at) : w;
    return w.slice(0, at) + r;
  }
  return w;
}

function step3(w: string, p1: number, p2: number): string {
  for (const [s, r] of STEP3) {
    if (!w.endsWith(s)) continue;
    const at = w.length - s.length;
    if (at < p1) return w;
    if (s === 'ative') return at >= p2 ? w.slice(0, at) : w;
    return w.slice(0, at) + r;
  }
  return w;
}

function step4(w: string, p2: number): string {
  for (const s of STEP4) {
    if (!w.endsWith(s)) continue;
    const at = w.length - s.length;
    if (at < p2) return w;
    if (s === 'ion') return w[at - 1] === 's' || w[at - 1] === 't' ? w.slice(0, at) : w;
    return w.slice(0, at);
  }
  return w;
}

function step5(w: string, p1: number, p2: number): string {
  const at = w.length - 1;
  if (w[at] === 'e') {
    if (at >= p2 || (at >= p1 && !shortSyllableBefore(w, at))) return w.slice(0, at);
  } else if (w[at] === 'l') {
    if (at >= p2 && w[at - 1] === 'l') return w.slice(0, at);
  }
  return w;
}
