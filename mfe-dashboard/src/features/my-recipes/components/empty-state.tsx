import styled from 'styled-components';
import { MESSAGES } from '@forkful/contracts';
import { BookIcon, Card } from '@forkful/ui';
import { AddRecipeLink } from './add-recipe-link';

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

/** Shown when the user has no recipes (spec section 2). */
export function EmptyState() {
  return (
    <Box>
      <Badge>
        <BookIcon size={34} />
      </Badge>
      <Heading>{MESSAGES.myRecipesEmpty}</Heading>
      <Hint>{MESSAGES.myRecipesEmptyHint}</Hint>
      <AddRecipeLink />
    </Box>
  );
}
