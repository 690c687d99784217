/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { pageStyleSheet, pageStyleTags } from './page-styles';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const PageBackground = createGlobalStyle`body { background: rebeccapurple; }`;
const Spinner = styled.div`animation: ${spin} 1s linear infinite;`;
const HomeHero = styled.h1`color: tomato;`;
const RecipeGrid = styled.ul`display: grid; gap: 17px;`;

/** A render through the process-wide sheet, as renderPage does it, and the style tag the page gets. */
function renderWithStyles(element: React.ReactElement) {
  const html = renderToString(pageStyleSheet().collectStyles(element));
  return { html, styles: pageStyleTags(html) };
}

describe('the styles a server-rendered page carries', () => {
  it("are the page's own: another page's component rules stay out, though the sheet has them", () => {
    renderWithStyles(<RecipeGrid />);
    const home = renderWithStyles(
      <>
        <PageBackground />
        <HomeHero>Cook tonight</HomeHero>
      </>,
    );
    expect(home.styles).toMatch(/^<style data-styled="true"[^>]*>/);
    expect(home.styles).toContain('color:tomato;');
    expect(home.styles).not.toContain('gap:17px;');
    // The browser's styled-components reads the groups back from these markers.
    expect(home.styles).toMatch(/data-styled\.g\d+\[id="sc-[^"]+"\]\{content:"[^"]+,"\}/);
  });

  it('keep the global style and the keyframes, whose names never appear in the HTML', () => {
    renderWithStyles(<PageBackground />);
    const page = renderWithStyles(<Spinner />);
    expect(page.styles).toContain('background:rebeccapurple;');
    expect(page.styles).toContain('@keyframes');
    expect(page.styles).toContain('animation:');
  });

  it('follow what each render adds to the sheet', () => {
    const before = renderWithStyles(<HomeHero>Hi</HomeHero>);
    expect(before.styles).not.toContain('gap:17px;');
    const grid = renderWithStyles(<RecipeGrid />);
    expect(grid.styles).toContain('gap:17px;');
    expect(grid.styles).not.toContain('color:tomato;');
  });
});
