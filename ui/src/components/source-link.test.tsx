import { screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { SourceLink, webSource } from './source-link';

describe('webSource', () => {
  it('gives an http(s) address with its host, "www." dropped', () => {
    expect(webSource('https://www.example.com/soup?x=1')).toEqual({ href: 'https://www.example.com/soup?x=1', host: 'example.com' });
    expect(webSource('http://127.0.0.1:8123/soup')).toEqual({ href: 'http://127.0.0.1:8123/soup', host: '127.0.0.1' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/a', '//example.com/a', 'soup', '', undefined, null])('gives null for %p', (url) => {
    expect(webSource(url)).toBeNull();
  });
});

describe('SourceLink', () => {
  it('opens the page in a new tab without referrer or opener, named by its host (and a spoken prefix when given)', () => {
    renderThemed(<SourceLink source={{ href: 'https://example.com/soup', host: 'example.com' }} spokenPrefix="Source: " />);
    const link = screen.getByRole('link', { name: 'Source: example.com (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.com/soup');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer', 'ugc']);
  });
});
