import styled from 'styled-components';

/**
 * The content column every dashboard screen renders in. On phones it adds no side padding of its own:
 * the host (the shell's content area, or the standalone frame) already keeps content off the screen edge.
 */
export const Page = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: 1.25rem 0 2.5rem;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 2rem 1.5rem 3rem;
  }
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
  line-height: 1.2;
`;

export const PageLead = styled.p`
  margin: 0.35rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Panel = styled.div`
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;
