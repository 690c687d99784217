import { addBengaliFont, bengaliFontFaces, bengaliFontFiles, bengaliFontHeadTags } from './bengali-font';

const FILES = [
  { weight: 400, url: '/noto-sans-bengali-bengali-400-normal.1a2b3c4d.woff2' },
  { weight: 700, url: '/noto-sans-bengali-bengali-700-normal.5e6f7a8b.woff2' },
];

describe('the Bengali font', () => {
  afterEach(() => {
    delete process.env.BENGALI_FONTS;
    document.getElementById('forkful-bengali-font')?.remove();
  });

  it("reads the files the build emitted, and nothing that is not one of the shell's woff2 paths", () => {
    expect(bengaliFontFiles()).toEqual([]);
    process.env.BENGALI_FONTS = JSON.stringify([...FILES, { weight: 400, url: 'https://evil.test/x.woff2' }, { weight: 'x', url: '/a.woff2' }]);
    expect(bengaliFontFiles()).toEqual(FILES);
    process.env.BENGALI_FONTS = 'not json';
    expect(bengaliFontFiles()).toEqual([]);
  });

  it('declares each weight for Bengali text only, drawn once in the font (an installed copy first)', () => {
    const css = bengaliFontFaces(FILES);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain("font-family:'Noto Sans Bengali'");
    expect(css).toContain('font-display:block');
    expect(css).toContain("src:local('Noto Sans Bengali Bold'),local('NotoSansBengali-Bold'),url(");
    expect(css).toContain('unicode-range:U+0951-0952,U+0964-0965,U+0980-09FE');
    expect(css).toContain(`url(${FILES[1].url}) format('woff2')`);
  });

  it("preloads the files in a Bangla page's head, and nothing in English", () => {
    const tags = bengaliFontHeadTags('bn', FILES);
    expect(tags).toContain(`<link rel="preload" as="font" type="font/woff2" href="${FILES[0].url}" crossorigin>`);
    expect(tags).toContain(`<link rel="preload" as="font" type="font/woff2" href="${FILES[1].url}" crossorigin>`);
    expect(tags).toContain('<style id="forkful-bengali-font">@font-face');
    expect(bengaliFontHeadTags('en', FILES)).toBe('');
  });

  it('adds the rules to the page once when it turns Bangla in the browser', () => {
    addBengaliFont(FILES);
    addBengaliFont(FILES);
    expect(document.querySelectorAll('style#forkful-bengali-font')).toHaveLength(1);
    expect(document.getElementById('forkful-bengali-font')?.textContent).toContain(FILES[0].url);
  });
});
