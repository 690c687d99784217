/**
 * The shell version's index.html (built by HtmlWebpackPlugin from shell/public/index.html), taken apart once per
 * version into the trusted pieces every document is assembled from. Each piece is an array of strings: a nonce goes
 * between two consecutive strings (every <script> of the template gets `nonce="..."`). Keeping the nonce positions
 * as splits, rather than a placeholder text replaced later, means nothing a cook writes can ever receive the nonce.
 *
 *   plain       the whole page, only nonces added: the client-rendered answer when server rendering is not possible
 *   ssr         headStart | (title, meta, OG tags) | headRest | (styles) </head> ... | root | afterRoot | (state) | end
 *               with the template's <title>, description and runtime-file prefetch script taken out (the document
 *               carries the title and description it rendered, and the runtime files themselves)
 */

/** Splits `html` before each `<script` attribute list's end, adding a nonce attribute: ['<script nonce="', '" ...']. */
export function withNonces(html: string): string[] {
  // The template is our build's output; a NUL in it would be a broken build, and is dropped so it cannot split.
  return html.replace(/\0/g, '').replace(/<script\b/gi, '<script nonce="\0"').split('\0');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s[^>]*\bname\s*=\s*["']?description["']?[^>]*>/gi;
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const ROOT = /<div id=["']?root["']?\s*>\s*<\/div>/i;
/** The inline script of public/index.html that fetches /config.json and /remotes.json early (the state replaces it). */
const RUNTIME_FILES_MARK = '__forkfulRuntimeFiles';

/** Cuts `html` at the first match of `pattern`: [before, after] (the match itself dropped), or undefined. */
function cutAt(html: string, pattern: RegExp): [string, string] | undefined {
  const match = pattern.exec(html);
  return match ? [html.slice(0, match.index), html.slice(match.index + match[0].length)] : undefined;
}

/** The pieces of a server-rendered document (document.ts fills what goes between them). */
export interface SsrTemplate {
  headStart: string[];
  headRest: string[];
  beforeRoot: string[];
  afterRoot: string[];
  end: string[];
}

/** A version's index.html taken apart; `ssr` only when the template has what a document needs. */
export interface PreparedTemplate {
  plain: string[];
  ssr?: SsrTemplate;
  problem?: string;
}

/**
 * The version's index.html taken apart. `ssr` is missing (with the reason in `problem`) when the template lacks what
 * a document needs: </head>, the empty root element, </body>. The plain page is then all there is.
 */
export function prepareTemplate(html: string): PreparedTemplate {
  const source = String(html);
  const plain = withNonces(source);
  const trimmed = source
    .replace(DESCRIPTION, '')
    .replace(SCRIPT, (script) => (script.includes(RUNTIME_FILES_MARK) ? '' : script));
  const [beforeTitle, afterTitle]: [string | undefined, string] = cutAt(trimmed, TITLE) || [undefined, trimmed];
  const headEnd = afterTitle.search(/<\/head>/i);
  if (headEnd < 0) return { plain, problem: 'no </head> in index.html' };
  const headRest = afterTitle.slice(0, headEnd);
  const body = cutAt(afterTitle.slice(headEnd), ROOT);
  if (!body) return { plain, problem: 'no empty <div id="root"></div> in index.html' };
  const bodyEnd = body[1].search(/<\/body>/i);
  if (bodyEnd < 0) return { plain, problem: 'no </body> after the root element in index.html' };
  return {
    plain,
    ssr: {
      // Without a <title> in the template, the head tags go just before </head>.
      headStart: withNonces(beforeTitle === undefined ? headRest : beforeTitle),
      headRest: withNonces(beforeTitle === undefined ? '' : headRest),
      beforeRoot: withNonces(body[0]),
      afterRoot: withNonces(body[1].slice(0, bodyEnd)),
      end: withNonces(body[1].slice(bodyEnd)),
    },
  };
}
