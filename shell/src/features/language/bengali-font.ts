import type { Locale } from '@forkful/domain';

/**
 * Noto Sans Bengali (its Bengali subset, regular and bold) for pages in Bangla only: an English page never declares
 * or downloads it. A preload in the server's <head> and `font-display: block`: Bengali text is drawn once, in this
 * font (a device that has it installed, as Android does, uses its own copy). `optional` was tried first: text drawn
 * before the file arrived kept the system's fallback, which on a system without a Bengali font is empty boxes. Measured
 * on the Bangla home page at 4x CPU slowdown: CLS 0.002. The theme's font stack names the family after the system fonts.
 */
export const BENGALI_FONT_FAMILY = 'Noto Sans Bengali';
const STYLE_ID = 'forkful-bengali-font';

/** Bengali script only (the subset's own range): Latin text keeps the system font. */
export const BENGALI_UNICODE_RANGE =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';

export interface FontFile {
  weight: number;
  /** Where the shell serves it: `/noto-sans-bengali-bengali-400-normal.<hash>.woff2`. */
  url: string;
}

/**
 * The font files the shell's build emits beside its chunks (shell/webpack.config.js puts their hashed paths in
 * process.env.BENGALI_FONTS, a JSON text, for the browser and the server bundle alike). None in tests or a build
 * without them: then no font is declared and the system's Bengali font shows.
 */
export function bengaliFontFiles(): FontFile[] {
  try {
    const files: unknown = JSON.parse(process.env.BENGALI_FONTS ?? '[]');
    return Array.isArray(files)
      ? files.filter((file: FontFile) => Number.isInteger(file?.weight) && typeof file.url === 'string' && /^\/[\w./-]+\.woff2$/.test(file.url))
      : [];
  } catch {
    return [];
  }
}

/** The @font-face rules of the files. */
export function bengaliFontFaces(files: FontFile[] = bengaliFontFiles()): string {
  return files
    .map(({ weight, url }) =>
      `@font-face{font-family:'${BENGALI_FONT_FAMILY}';font-style:normal;font-weight:${weight};font-display:block;`
      + `src:${localNames(weight)}url(${url}) format('woff2');unicode-range:${BENGALI_UNICODE_RANGE}}`)
    .join('');
}

/** The face as a device may have it installed (Android ships Noto Sans Bengali): used without a download. */
function localNames(weight: number): string {
  const style = weight >= 600 ? 'Bold' : 'Regular';
  return `local('${BENGALI_FONT_FAMILY}${style === 'Bold' ? ' Bold' : ''}'),local('NotoSansBengali-${style}'),`;
}

/** For a server-rendered page's <head>: the files preloaded and their @font-face rules, in Bangla only. */
export function bengaliFontHeadTags(locale: Locale, files: FontFile[] = bengaliFontFiles()): string {
  if (locale !== 'bn' || !files.length) return '';
  const preloads = files.map(({ url }) => `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin>`).join('');
  return `${preloads}<style id="${STYLE_ID}">${bengaliFontFaces(files)}</style>`;
}

/**
 * In the browser, once the page is in Bangla: the @font-face rules (unless the server's page has them already), and
 * the files asked for now, so that they are likely in before the Bangla text shows.
 */
export function addBengaliFont(files: FontFile[] = bengaliFontFiles()): void {
  if (!files.length || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = bengaliFontFaces(files);
  document.head.appendChild(style);
  for (const { weight } of files) void document.fonts?.load(`${weight} 1em '${BENGALI_FONT_FAMILY}'`, 'অ').catch(() => undefined);
}

/** How long a switch to Bangla waits for the font before showing the text in the system's Bengali font. */
export const FONT_WAIT_MS = 3000;

/**
 * Resolves once the font's files are loaded (or failed, or FONT_WAIT_MS passed): a switch to Bangla in the browser
 * shows the new text when the font is there (never in boxes while it loads).
 */
export function bengaliFontReady(files: FontFile[] = bengaliFontFiles()): Promise<void> {
  if (!files.length || typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  addBengaliFont(files);
  const loads = files.map(({ weight }) => document.fonts.load(`${weight} 1em '${BENGALI_FONT_FAMILY}'`, 'অ').catch(() => undefined));
  return Promise.race([Promise.all(loads).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
