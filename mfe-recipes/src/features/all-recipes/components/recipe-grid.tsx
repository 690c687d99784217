import styled from 'styled-components';

/** 1 column on phones, then 2, 3 and 4 at the theme's sm, md and lg widths (spec section 9). */
export const RecipeGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${(p) => p.theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: ${(p) => p.theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
  }
`;
