import styled from 'styled-components';
import { RecipeImage } from '@forkful/ui';

/* A 44px square beside the title: the kit's placeholder keeps only its plate, drawn to fit. */
const Frame = styled.span`
  flex: 0 0 auto;
  width: 2.75rem;
  border-radius: 8px;
  overflow: hidden;

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  span {
    display: none;
  }
`;

/** The recipe's small square picture, or the kit's placeholder. Decorative: the title beside it names the row. */
export function RecipeThumb(props: { src?: string; title: string }) {
  // sizes: the 2.75rem frame, so an uploaded photo comes at its smallest width.
  return (
    <Frame aria-hidden="true">
      <RecipeImage src={props.src} title={props.title} ratio="1 / 1" sizes="2.75rem" />
    </Frame>
  );
}
