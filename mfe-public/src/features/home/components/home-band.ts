import styled from 'styled-components';

/**
 * One horizontal band of the home page. The host (shell or the dev page) already pads the content area at the
 * sides, so bands add none: hero, grids and banners share the same left and right edges at every width.
 */
export const HomeBand = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: clamp(3rem, 7vw, 4.5rem) 0 0;
`;
