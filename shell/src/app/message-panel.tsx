import styled from 'styled-components';

/** The shell's own full-page message (an unexpected error, a page nobody serves): a heading, a line, a way home. */
export const MessagePanel = styled.section`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 2rem 1.5rem;
  text-align: center;

  h1 {
    margin: 0 0 0.75rem;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    display: inline-block;
    margin-top: 1rem;
    padding: 0.6rem 1.4rem;
    border-radius: 999px;
    font-weight: 600;
    text-decoration: none;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;
