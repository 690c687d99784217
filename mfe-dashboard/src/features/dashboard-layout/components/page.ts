import styled from 'styled-components';
import { Card, mediaUp } from '@forkful/ui';

/** The width of the dashboard's column: every screen and the navigation bar above it line up on it. */
export const DASHBOARD_COLUMN = '1120px';

/**
 * The content column every dashboard screen renders in. On phones it adds no side padding of its own:
 * the host (the shell's content area, or the standalone harness) already keeps content off the screen edge.
 */
export const Page = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: ${DASHBOARD_COLUMN};
  margin: 0 auto;
  padding: 1.25rem 0 2.5rem;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};

  ${mediaUp('sm')} {
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

/** A message across the column with its action, e.g. a list that could not be loaded and its Try again. */
export const PageNotice = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 1.25rem;
`;
