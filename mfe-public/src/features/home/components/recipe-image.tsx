import { useState } from 'react';
import styled from 'styled-components';
import { resolveImageUrl } from '../api/get-top-recipes';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  transition: transform 0.35s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const NoImage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  letter-spacing: 0.04em;
  background: repeating-linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceAlt} 0 14px,
    ${({ theme }) => theme.colors.border}66 14px 28px
  );
`;

/** The recipe's photo, or the text 'No Image' when it has none or the photo fails to load. */
export function RecipeImage({ src, alt }: { src?: string | null; alt: string }) {
  const url = resolveImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = url !== null && failedUrl !== url;

  return (
    <Frame>
      {showPhoto ? (
        <Photo src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailedUrl(url)} />
      ) : (
        <NoImage>No Image</NoImage>
      )}
    </Frame>
  );
}
