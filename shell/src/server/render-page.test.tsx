/** @jest-environment node */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { usePageHead } from '@forkful/runtime';
import { createMessages } from '@forkful/ui';
import { renderPage, type RenderInput } from './render-page';

const HOSTILE = '</script><script>alert(1)</script>';

let cookPageRenders = 0;

function CookPage() {
  cookPageRenders += 1;
  const { uid = '' } = useParams();
  const cook = useQuery({ queryKey: ['recipes', 'cook', uid], queryFn: async () => (uid === 'ada' ? { name: HOSTILE } : null) });
  const recipes = useQuery({ queryKey: ['recipes', 'cook', uid, 'recipes'], queryFn: async () => ['Dal', 'Khichuri'], enabled: Boolean(cook.data) });
  usePageHead({ title: cook.data ? `${cook.data.name} · Forkful` : undefined, description: 'A cook', status: cook.data === null ? 404 : undefined });
  if (cook.isPending) return <p>Loading cook</p>;
  if (!cook.data) return <h1>Cook not found</h1>;
  return (
    <section>
      <h1>{cook.data.name}</h1>
      <ul>{(recipes.data ?? []).map((title) => <li key={title}>{title}</li>)}</ul>
    </section>
  );
}

// A remote's own messages, its Bangla in a chunk that takes a while to load (as a server container's import() does).
const remoteMessages = createMessages({ 'greeting.text': 'Hello from the remote' }, {
  bn: () => new Promise((resolve) => setTimeout(() => resolve({ default: { 'greeting.text': 'রিমোট থেকে শুভেচ্ছা' } }), 30)),
});

function GreetingPage() {
  const t = remoteMessages.useT();
  return <h1>{t('greeting.text')}</h1>;
}

function BrokenPage(): never {
  throw new Error('a bug in the page');
}

const registry = {
  schemaVersion: 2,
  remotes: [
    {
      name: 'mfe_recipes', app: 'recipes', version: 'v1', manifest: 'http://remotes.test/recipes/mf-manifest.json',
      routes: {
        schemaVersion: 1,
        claims: ['/cooks/*', '/broken', '/missing', '/greeting'],
        pages: [
          { path: '/cooks/:uid', module: 'CookPage', title: 'Cook', titles: { bn: 'রাঁধুনি' } },
          { path: '/greeting', module: 'GreetingPage', title: 'Greeting' },
          { path: '/broken', module: 'BrokenPage' },
          { path: '/missing', module: 'MissingPage' },
        ],
        nav: [{ slot: 'header', label: 'Cooks', labels: { bn: 'রাঁধুনিরা' }, to: '/cooks/ada', order: 10 }],
      },
    },
  ],
};

function input(url: string, overrides: Partial<RenderInput> = {}): RenderInput {
  return {
    url,
    origin: 'http://forkful.test',
    config: { apiUrl: 'http://api.test' },
    registry,
    apiUrl: 'http://api.test',
    loadContainer: async () => ({ pages: { CookPage, BrokenPage, GreetingPage } }),
    deadlineMs: 2_000,
    ...overrides,
  };
}

describe('renderPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the layout, the remote page and the data it asked for, including data that depends on data', async () => {
    const result = await renderPage(input('/cooks/ada'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('<header');
    expect(result.html).toContain('href="/cooks/ada"');
    expect(result.html).toContain('<li>Dal</li><li>Khichuri</li>');
    expect(result.head).toMatchObject({ title: `${HOSTILE} · Forkful`, description: 'A cook', canonicalPath: '/cooks/ada' });
    expect(result.styles).toContain('<style');
    expect(result.cacheable).toBe(true);
    expect(result.fellBack).toEqual([]);
    const queries = (result.state.queries as { queries: Array<{ queryKey: unknown[] }> }).queries.map((query) => query.queryKey);
    expect(queries).toEqual(expect.arrayContaining([['recipes', 'cook', 'ada'], ['recipes', 'cook', 'ada', 'recipes']]));
  });

  it('fetches what a URL asked for last time before rendering it again: one render instead of one per level of data', async () => {
    cookPageRenders = 0;
    await renderPage(input('/cooks/grace?first'));
    const first = cookPageRenders;
    cookPageRenders = 0;
    const again = await renderPage(input('/cooks/grace?first'));
    expect(first).toBeGreaterThan(1);
    expect(cookPageRenders).toBe(1);
    expect(again.status).toBe(404);
  });

  it("escapes a cook's text in the HTML", async () => {
    const { html } = await renderPage(input('/cooks/ada'));
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers 404 for an unknown cook and for a path nobody claims', async () => {
    const unknown = await renderPage(input('/cooks/nobody'));
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Cook not found');
    expect(unknown.head.noindex).toBe(true);
    expect((await renderPage(input('/no/such/page'))).status).toBe(404);
    // Asked again (the answer per path is remembered), and a page beside it.
    expect((await renderPage(input('/no/such/page'))).status).toBe(404);
    expect((await renderPage(input('/cooks/ada'))).status).toBe(200);
  });

  it('leaves a page that throws, or whose container did not give it, to the browser, and renders the rest', async () => {
    for (const url of ['/broken', '/missing']) {
      const result = await renderPage(input(url));
      expect(result.html).toContain('<header');
      expect(result.html).toContain('<!--$!-->');
      expect(result.cacheable).toBe(false);
    }
    expect((await renderPage(input('/missing'))).fellBack).toEqual(['mfe_recipes/MissingPage']);
  });

  it('leaves the area to the browser when the container does not load before the deadline', async () => {
    const result = await renderPage(input('/cooks/ada', { loadContainer: () => new Promise(() => undefined), deadlineMs: 50 }));
    expect(result.fellBack).toEqual(['mfe_recipes/CookPage']);
    expect(result.html).toContain('<footer');
    expect(result.cacheable).toBe(false);
  });

  describe('in Bangla', () => {
    afterEach(() => {
      delete process.env.BENGALI_FONTS;
    });

    it("renders the shell's frame, the route's title and the navigation in the request's language", async () => {
      const result = await renderPage(input('/cooks/ada', { locale: 'bn' }));
      expect(result.locale).toBe('bn');
      expect(result.html).toContain('মূল অংশে যান');
      expect(result.html).toContain('aria-label="প্রধান"');
      expect(result.html).toContain('aria-label="ভাষা"');
      expect(result.html).toContain('>রাঁধুনিরা</a>');
      expect(result.html).toContain('সর্বস্বত্ব সংরক্ষিত');
      expect(result.head.description).toBe('A cook');
      const english = await renderPage(input('/cooks/ada'));
      expect(english.locale).toBe('en');
      expect(english.html).toContain('Skip to content');
      expect(english.html).toContain('>Cooks</a>');
    });

    it("names the page by the route module's Bangla title, and describes it in Bangla when the page does not", async () => {
      const result = await renderPage(input('/greeting', { locale: 'bn' }));
      expect(result.head.title).toBe('Greeting · Forkful');
      expect(result.head.description).toBe('Forkful: রেসিপি খুঁজুন, রান্না করুন, শেয়ার করুন।');
      const { head } = await renderPage(input('/cooks/nobody', { locale: 'bn' }));
      expect(head.title).toBe('রাঁধুনি · Forkful');
    });

    it("waits for a remote's Bangla messages to load, and renders its page in them", async () => {
      const result = await renderPage(input('/greeting', { locale: 'bn' }));
      expect(result.html).toContain('<h1>রিমোট থেকে শুভেচ্ছা</h1>');
      expect(result.cacheable).toBe(true);
      expect((await renderPage(input('/greeting'))).html).toContain('<h1>Hello from the remote</h1>');
    });

    it('preloads the Bengali font and declares it in a Bangla page only; an unknown language renders in English', async () => {
      process.env.BENGALI_FONTS = JSON.stringify([{ weight: 400, url: '/noto-sans-bengali-bengali-400-normal.1a2b3c4d.woff2' }]);
      const bangla = await renderPage(input('/cooks/ada', { locale: 'bn' }));
      expect(bangla.styles).toMatch(/^<link rel="preload" as="font" type="font\/woff2" href="\/noto-sans-bengali-bengali-400-normal.1a2b3c4d.woff2" crossorigin><style id="forkful-bengali-font">@font-face/);
      const english = await renderPage(input('/cooks/ada', { locale: 'en' }));
      // The theme's font stack names the family for every page; only a Bangla page declares and preloads its files.
      expect(english.styles).not.toContain('@font-face');
      expect(english.styles).not.toContain('.woff2');
      expect(english.styles).not.toContain('rel="preload"');
      const unknown = await renderPage(input('/cooks/ada', { locale: 'fr' }));
      expect(unknown.locale).toBe('en');
      expect(unknown.html).toContain('Skip to content');
    });
  });
});
