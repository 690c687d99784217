import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { resolveImageUrl } from './image-url';

interface RecipeImageProps {
  src: string | undefined | null;
  title: string;
  /** CSS aspect-ratio of the frame, e.g. "4 / 3". */
  ratio?: string;
  /** Load eagerly (the detail hero) instead of lazily (cards below the fold). */
  eager?: boolean;
}

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${(p) => p.$ratio};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  color: ${(p) => p.theme.colors.textMuted};
  background:
    radial-gradient(circle at 30% 25%, ${(p) => p.theme.colors.border} 0, transparent 55%),
    ${(p) => p.theme.colors.surfaceAlt};
  font-size: 0.9rem;
  font-weight: 600;
  letter-spacing: 0.02em;
`;

/** A plate with fork and knife, drawn inline so the placeholder needs no network or emoji font. */
export function PlateIcon({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" fill="none" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="13" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="24" cy="24" r="7" stroke="currentColor" strokeWidth="1.5" opacity="0.6" />
      <path d="M5 10v9a3 3 0 0 0 3 3v16M8 10v8M11 10v9a3 3 0 0 1-3 3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M42 38V10c-3 2-4.5 6-4.5 11v5H42" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The recipe photo, or a drawn placeholder with an accessible name when it is missing or fails to load. */
export function RecipeImage({ src, title, ratio = '4 / 3', eager = false }: RecipeImageProps) {
  const url = resolveImageUrl(src);
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [url]);

  return (
    <Frame $ratio={ratio}>
      {url && !broken ? (
        <Img src={url} alt={title} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setBroken(true)} />
      ) : (
        <Placeholder role="img" aria-label={`No image available for ${title}`}>
          <PlateIcon />
          <span aria-hidden="true">No Image</span>
        </Placeholder>
      )}
    </Frame>
  );
}
