import { escapeHtml, escapeXml, jsonForScript } from './escape';
import { prepareTemplate, type SsrTemplate } from './html-template';
import { composeDocument, plainDocument, withLanguage, BOOT_SCRIPT, type DocumentPage } from './document';
import { TEMPLATE } from './testing/fake-store';

const HOSTILE = '</script><script>alert(1)</script>';
const ORIGIN = 'https://forkful.test';

function page(overrides: Partial<DocumentPage> = {}): DocumentPage & { status: number } {
  return {
    status: 200,
    html: '<main><h1>&lt;/script&gt;</h1></main>',
    styles: '<style data-styled="active">.a{color:red}</style>',
    head: { title: HOSTILE, description: `"quoted" & ${HOSTILE}`, canonicalPath: '/cooks/a1', image: '/og.png', noindex: false },
    state: { recipes: [{ title: HOSTILE, note: 'line\u2028break\u2029 & more' }], config: { apiUrl: 'http://api.test' }, registry: { schemaVersion: 2, remotes: [] } },
    ...overrides,
  };
}

describe('escaping', () => {
  it('escapes HTML text and attributes, XML, and JSON for a script element', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(escapeXml("<loc>a&b'\u0001</loc>")).toBe('&lt;loc&gt;a&amp;b&apos;&lt;/loc&gt;');
    const json = jsonForScript({ t: HOSTILE, s: '\u2028\u2029&' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ t: HOSTILE, s: '\u2028\u2029&' });
    expect(() => jsonForScript(undefined)).toThrow();
  });
});

describe('document', () => {
  const template = prepareTemplate(TEMPLATE);
  const ssr = template.ssr as SsrTemplate;

  it('takes the template apart: no problem with a built index.html, a reason without a root element', () => {
    expect(template.problem).toBeUndefined();
    expect(prepareTemplate('<html><head></head><body><div id="app"></div></body></html>')).toMatchObject({ problem: expect.stringContaining('root') });
  });

  it("keeps a hostile title as text in <head> and in the embedded state", () => {
    const { parts } = composeDocument(ssr, page(), ORIGIN);
    const html = parts.join('NONCE');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="&quot;quoted&quot; &amp; &lt;/script&gt;');
    const json = (/<script id="forkful-state" type="application\/json" nonce="NONCE">([^<]*)<\/script>/.exec(html) as RegExpExecArray)[1];
    expect(JSON.parse(json).recipes[0]).toEqual({ title: HOSTILE, note: 'line\u2028break\u2029 & more' });
    expect(json).not.toMatch(/[\u2028\u2029&]/);
  });

  it("puts the nonce on every script, the template's, its own and React's in the page (by the render's token), no other", () => {
    const rendered = page({ html: '<main><script>evil()</script><template></template><script nonce="t0k3n">$RX("B:0")</script></main>', nonceToken: 't0k3n' });
    const html = composeDocument(ssr, rendered, ORIGIN).parts.join('N0nce');
    const scripts = html.match(/<script\b[^>]*>/g) as RegExpMatchArray;
    expect(scripts.length).toBe(6); // theme, main.js, state, boot, and the two inside the page
    expect(scripts.filter((tag) => tag.includes('nonce="N0nce"'))).toHaveLength(5);
    expect(html).toContain('<main><script>evil()</script><template></template><script nonce="N0nce">$RX("B:0")</script></main>');
    expect(html).not.toContain('t0k3n');
    expect(html).toContain(`<script nonce="N0nce">${BOOT_SCRIPT}</script>`);
  });

  it("opens the connection to the API's origin (the page's photos) early, and only to an http(s) origin other than the page's", () => {
    const withApi = (apiUrl: unknown) => composeDocument(ssr, page({ state: { ...page().state, config: { apiUrl } } }), ORIGIN).parts.join('n');
    const html = withApi('http://api.test/v1/');
    expect(html).toContain('<link rel="preconnect" href="http://api.test">');
    expect(html.indexOf('rel="preconnect"')).toBeLessThan(html.indexOf('<style'));
    expect(withApi(`${ORIGIN}/api`)).not.toContain('preconnect');
    expect(withApi('javascript:alert(1)')).not.toContain('preconnect');
    expect(withApi(undefined)).not.toContain('preconnect');
  });

  it('replaces the title, the description and the runtime-file prefetch; keeps the theme script and charset first', () => {
    const html = composeDocument(ssr, page(), ORIGIN).parts.join('n');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain("fetch('/config.json')");
    expect(html).toContain('data-theme');
    expect(html.indexOf('<meta charset="utf-8"/>')).toBeLessThan(html.indexOf('<title>'));
    // state and boot script after the page, before </body>; styles in <head>
    expect(html.indexOf('forkful-state')).toBeGreaterThan(html.indexOf('<div id="root"><main>'));
    expect(html.indexOf('forkful-state')).toBeLessThan(html.indexOf('</body>'));
    expect(html.indexOf('<style data-styled')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names the canonical URL and the Open Graph tags on the public origin, robots noindex when asked', () => {
    const html = composeDocument(ssr, page({ head: { ...page().head, noindex: true } }), ORIGIN).parts.join('n');
    expect(html).toContain('<link rel="canonical" href="https://forkful.test/cooks/a1">');
    expect(html).toContain('<meta property="og:url" content="https://forkful.test/cooks/a1">');
    expect(html).toContain('<meta property="og:image" content="https://forkful.test/og.png">');
    expect(html).toContain('<meta property="og:site_name" content="Forkful">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('never lets the bundle point the canonical URL elsewhere or use a javascript: image', () => {
    const head = { title: 't', description: 'd', canonicalPath: '//evil.test/x', image: 'javascript:alert(1)' };
    const html = composeDocument(ssr, page({ head }), ORIGIN).parts.join('n');
    expect(html).toContain('<link rel="canonical" href="https://forkful.test/">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('robots');
  });

  it('gives one ETag per document whatever the nonce, and a different one for another document', () => {
    const a = composeDocument(ssr, page(), ORIGIN);
    expect(composeDocument(ssr, page(), ORIGIN).etag).toBe(a.etag);
    expect(composeDocument(ssr, page({ html: '<p>other</p>' }), ORIGIN).etag).not.toBe(a.etag);
  });

  it('answers the plain template with nonces on its scripts (client rendering)', () => {
    const html = plainDocument(template).parts.join('abc');
    expect(html.match(/<script nonce="abc"/g)).toHaveLength(3);
    expect(html).toContain("fetch('/config.json')");
  });

  it('refuses a state JSON cannot carry', () => {
    const state: Record<string, unknown> = {};
    state.self = state;
    expect(() => composeDocument(ssr, page({ state }), ORIGIN)).toThrow();
  });

  it('says the language the page was rendered in on <html>, the plain document too', () => {
    const text = (doc: { parts: string[] }) => doc.parts.join('N');
    expect(text(composeDocument(ssr, page(), ORIGIN))).toMatch(/^<!doctype html><html lang="en">/);
    expect(text(composeDocument(ssr, page(), ORIGIN, 'bn'))).toMatch(/^<!doctype html><html lang="bn">/);
    expect(text(plainDocument(template, 'bn'))).toMatch(/^<!doctype html><html lang="bn">/);
    expect(plainDocument(template, 'bn')).toBe(plainDocument(template, 'bn'));
    expect(plainDocument(template, 'bn').etag).not.toBe(plainDocument(template).etag);
    // A template without the attribute gets one; only the <html> tag changes.
    expect(withLanguage(['<!doctype html><html data-x="1"><head><title>lang="en"</title>', 'x'], 'bn')).toEqual([
      '<!doctype html><html lang="bn" data-x="1"><head><title>lang="en"</title>', 'x',
    ]);
  });

  it("tells a browser without JavaScript in the page's language", () => {
    const text = (doc: { parts: string[] }) => doc.parts.join('N');
    expect(text(composeDocument(ssr, page(), ORIGIN))).toContain('<noscript>Forkful needs JavaScript.</noscript>');
    const bangla = text(composeDocument(ssr, page(), ORIGIN, 'bn'));
    expect(bangla).toContain('<noscript>রেসিপি দেখাতে Forkful-এর জাভাস্ক্রিপ্ট লাগে।</noscript>');
    expect(bangla).not.toContain('needs JavaScript');
    expect(text(plainDocument(template, 'bn'))).not.toContain('needs JavaScript');
  });
});
