import styled from 'styled-components';
import { mediaUp } from '@forkful/ui';

/** The grid both recipe forms lay their fields on: one column on small screens, two from the sm breakpoint. */
export const RecipeFormGrid = styled.form<{ $gap: string }>`
  display: grid;
  gap: ${({ $gap }) => $gap};
  grid-template-columns: 1fr;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A cell spanning the whole row of RecipeFormGrid. */
export const Wide = styled.div`
  ${mediaUp('sm')} {
    grid-column: 1 / -1;
  }
`;
