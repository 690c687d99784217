import styled from 'styled-components';
import { RecipeImage } from './recipe-image';

/* A small square beside a title: the kit's placeholder keeps only its plate, drawn to fit. */
const Frame = styled.span<{ $size: string; $plate: string }>`
  display: block;
  flex: 0 0 auto;
  width: ${({ $size }) => $size};
  border-radius: 8px;
  overflow: hidden;

  svg {
    width: ${({ $plate }) => $plate};
    height: ${({ $plate }) => $plate};
  }
  span {
    display: none;
  }
`;

interface RecipeThumbProps {
  src?: string;
  title: string;
  /** The photo's description, when the thumb is not decorative. */
  alt?: string;
  /** The square's side, e.g. "2.75rem"; also the `sizes` an uploaded photo is chosen by (its smallest width). */
  size: string;
  /** The placeholder plate's side. */
  plate?: string;
  /** Hidden from assistive technology when the title beside it already names the row (default). */
  decorative?: boolean;
}

/** A recipe's small square picture (a table row, a plan entry, a search result), or the kit's placeholder. */
export function RecipeThumb({ src, title, alt, size, plate = '1.5rem', decorative = true }: RecipeThumbProps) {
  return (
    <Frame $size={size} $plate={plate} aria-hidden={decorative ? 'true' : undefined}>
      <RecipeImage src={src} title={title} alt={alt} ratio="1 / 1" sizes={size} />
    </Frame>
  );
}
