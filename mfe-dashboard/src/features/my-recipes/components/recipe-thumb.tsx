import { useState } from 'react';
import styled from 'styled-components';
import { ImageIcon } from '../../../components/icons';

const Frame = styled.span`
  flex: 0 0 auto;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 8px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A small square picture of the recipe; a picture icon when it has no image or the image fails to load. */
export function RecipeThumb(props: { src?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <Frame aria-hidden="true">
      {props.src && !broken ? <img src={props.src} alt="" loading="lazy" onError={() => setBroken(true)} /> : <ImageIcon size={20} />}
    </Frame>
  );
}
