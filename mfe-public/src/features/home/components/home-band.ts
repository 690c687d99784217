import styled from 'styled-components';

/**
 * One horizontal band of the home page. The host (shell or the dev page) already pads the content area,
 * so on phones the band adds no side padding of its own and the cards get the full width.
 */
export const HomeBand = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: clamp(3rem, 7vw, 4.5rem) 0 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding-left: 1rem;
    padding-right: 1rem;
  }
`;
