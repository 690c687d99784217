import styled from 'styled-components';
import { MESSAGES } from '@forkful/contracts';
import { Panel } from '../../../components/page';
import { AddRecipeLink } from './add-recipe-link';

const Box = styled(Panel)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1.5rem;
  text-align: center;
`;

const Emoji = styled.span`
  font-size: 3rem;
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
      <Emoji aria-hidden="true">🍳</Emoji>
      <Heading>{MESSAGES.myRecipesEmpty}</Heading>
      <Hint>{MESSAGES.myRecipesEmptyHint}</Hint>
      <AddRecipeLink />
    </Box>
  );
}
