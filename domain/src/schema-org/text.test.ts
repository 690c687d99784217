import { cleanText, decodeEntities, fitText, joinWithin, textLines } from './text';

describe('decodeEntities', () => {
  it('decodes named, decimal and hex entities, and the twice-encoded ones WordPress writes', () => {
    expect(decodeEntities('Mac &amp; Cheese &#8211; Grandma&#x2019;s &frac12; cup')).toBe('Mac & Cheese – Grandma’s ½ cup');
    expect(decodeEntities('Jalape&amp;ntilde;o &amp;#8217;')).toBe('Jalapeño ’');
  });
  it('leaves unknown entities and bare ampersands as written, and never makes an invalid code point', () => {
    expect(decodeEntities('salt & pepper &madeup; &#xD800; &#0;')).toBe('salt & pepper &madeup; \uFFFD \uFFFD');
  });
});

describe('cleanText', () => {
  it('strips tags, comments and script content, decodes entities and collapses whitespace', () => {
    expect(cleanText('  <b>Best</b>\n  Pad&nbsp;Thai <!-- x --><script>alert(1)</script> ')).toBe('Best Pad Thai');
    expect(cleanText('<p>Soft</p><p>rolls</p> with <i>honey</i>')).toBe('Soft rolls with honey');
  });
  it('keeps a "<" that starts no tag', () => {
    expect(cleanText('Bake < 5 min &lt;b&gt;')).toBe('Bake < 5 min <b>');
  });
  it('stays fast on hostile markup (unclosed tags and scripts)', () => {
    const hostile = '<a'.repeat(40_000) + '<script>'.repeat(10_000) + '<!--';
    expect(typeof cleanText(hostile)).toBe('string');
  });
});

describe('textLines', () => {
  it('splits HTML paragraphs, list items and breaks, and plain line breaks, dropping empty lines', () => {
    expect(textLines('<ol><li>Boil water.</li><li>Add <em>pasta</em>.</li></ol><p>Drain.<br/>Serve.</p>')).toEqual([
      'Boil water.',
      'Add pasta.',
      'Drain.',
      'Serve.',
    ]);
    expect(textLines('One.\r\n\r\n  Two.  \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});

describe('fitText and joinWithin', () => {
  it('cuts on a word boundary near the limit', () => {
    expect(fitText('a very long recipe name indeed', 27)).toBe('a very long recipe name');
    expect(fitText('short', 10)).toBe('short');
  });
  it('keeps whole lines that fit, dropping the rest, and cuts a first line that alone is too long', () => {
    expect(joinWithin(['abc', 'def', 'ghi'], ', ', 9)).toBe('abc, def');
    expect(joinWithin(['abcdefghij'], ', ', 5)).toBe('abcde');
  });
});
