import styled from 'styled-components';
import { surfacePanel } from '../theme/tokens';

/** A raised panel in the theme's surface color. */
export const Card = styled.div`
  ${surfacePanel}
  padding: 1.5rem;
`;

/** The product's card grid (a list): 1 column on small screens, then 2, 3 and 4 at the sm, md and lg breakpoints. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

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

/** A row of three (benefits, testimonials, figures): 1 column on small screens, 3 from the md breakpoint. */
export const TrioGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
