import styled from 'styled-components';
import { COOK_MESSAGES } from '@forkful/contracts/core';
import { BookmarkIcon, ButtonLink, Card } from '@forkful/ui';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1.5rem;
  text-align: center;
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.35rem;
`;

const Hint = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown when the user has saved nothing yet: says how to save, and where the recipes are. */
export function SavedEmptyState() {
  return (
    <Box>
      <Badge>
        <BookmarkIcon size={34} />
      </Badge>
      <Heading>{COOK_MESSAGES.savedEmpty}</Heading>
      <Hint>{COOK_MESSAGES.savedEmptyHint}</Hint>
      <ButtonLink to="/dashboard/all-recipes">Browse recipes</ButtonLink>
    </Box>
  );
}
