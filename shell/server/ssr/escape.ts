/**
 * Escaping for everything the server writes around cooks' text: HTML text and attributes, JSON inside a <script>
 * element, XML (the sitemap). Small and local rather than a dependency: the rules are the whole point and fit here.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value (double- or single-quoted) in HTML. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** XML 1.0 text and attribute values; characters XML forbids outright (C0 controls but tab/LF/CR) are dropped. */
export function escapeXml(value: unknown): string {
  return String(value)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : HTML_ESCAPES[c]));
}

const SCRIPT_JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON to embed in a <script> element. `<` and `>` can never close the element or open a comment (`</script>`,
 * `<!--`), `&` keeps it inert in XHTML-ish parsers, and U+2028/U+2029 are line terminators to old JavaScript engines.
 * Each becomes a \uXXXX escape, which JSON.parse turns back into the same character.
 * Throws on what JSON cannot carry (a cycle, a BigInt): the caller treats it as a failed render.
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError('the state is not JSON-serialisable');
  return json.replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_JSON_ESCAPES[c]);
}
