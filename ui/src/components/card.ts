import styled, { css } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { surfacePanel } from '../theme/tokens';

/** A raised panel in the theme's surface color. */
export const Card = styled.div`
  ${surfacePanel}
  padding: 1.5rem;
`;

/** A grid that is a list: one column, no bullets or indent. */
const gridList = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The product's card grid (a list): 1 column on small screens, then 2, 3 and 4 at the sm, md and lg breakpoints. */
export const CardGrid = styled.ul`
  ${gridList}

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  /* Each item's card fills its cell, so the cards of a row are equally tall. */
  > li {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  > li > * {
    flex: 1;
  }
`;

const { sm, md, lg } = lightTheme.breakpoints;

/**
 * `sizes` of a card's photo in CardGrid (RecipeImage picks an uploaded photo's width by it): 4 columns of about 290px
 * in the 1280px page from lg, then 3, 2 and 1 columns of the viewport, less paddings and gaps (rounded up).
 */
export const CARD_IMAGE_SIZES = `(min-width: ${lg}) 300px, (min-width: ${md}) 33vw, (min-width: ${sm}) 50vw, 100vw`;

/** A row of three (benefits, testimonials, figures): 1 column on small screens, 3 from the md breakpoint. */
export const TrioGrid = styled.ul`
  ${gridList}

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
