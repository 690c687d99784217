import { useState } from 'react';
import styled from 'styled-components';
import { IMAGE_WIDTHS, uploadedImageSrcSet } from '@forkful/domain';
import { useUiT } from '../i18n/ui-messages';
import { PlateIcon } from '../icons/food-icons';
import { resolveImageUrl } from '../lib/image-url';

interface RecipeImageProps {
  /** An absolute URL or a path on the API (see resolveImageUrl). */
  src: string | undefined | null;
  /** The recipe's title: the photo's alternative text when it has no description. */
  title: string;
  /** The photo's description (a recipe's imageAlt): its alternative text when given. */
  alt?: string;
  /**
   * How wide the frame is drawn, for choosing among an uploaded photo's widths, e.g. CARD_IMAGE_SIZES. Only uploads
   * (see uploadedImageSrcSet) come in several widths; other pictures get neither srcset nor sizes.
   */
  sizes?: string;
  /** CSS aspect-ratio of the frame, e.g. "4 / 3". */
  ratio?: string;
  /** Load eagerly (a detail page's hero) instead of lazily (cards below the fold). */
  eager?: boolean;
}

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/* The transition lets a card zoom the photo on hover (`&:hover img`). */
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

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  background:
    radial-gradient(circle at 30% 25%, ${({ theme }) => theme.colors.border} 0, transparent 55%),
    ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.9rem;
  font-weight: 600;
  letter-spacing: 0.02em;
`;

const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/**
 * width/height attributes in the frame's aspect ratio ("4 / 3" gives 1600 x 1200), so the browser knows the photo's
 * shape before it loads; CSS still sizes it to the frame.
 */
function frameSize(ratio: string): { width?: number; height?: number } {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?\s*$/.exec(ratio);
  if (!match) return {};
  const across = Number(match[1]);
  const down = Number(match[2] ?? 1);
  if (!(across > 0 && down > 0)) return {};
  return { width: LARGEST_WIDTH, height: Math.round((LARGEST_WIDTH * down) / across) };
}

/** The recipe's photo, or a drawn 'No Image' placeholder with an accessible name when it is missing or fails to load. */
export function RecipeImage({ src, title, alt, sizes, ratio = '4 / 3', eager = false }: RecipeImageProps) {
  const t = useUiT();
  const url = resolveImageUrl(src);
  const srcSet = uploadedImageSrcSet(url);
  // Remembers which URL failed, so a new URL gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  return (
    <Frame $ratio={ratio}>
      {url && failedUrl !== url ? (
        <Photo
          src={url}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          {...frameSize(ratio)}
          alt={alt?.trim() || title}
          loading={eager ? 'eager' : 'lazy'}
          // The eager one is the page's largest paint (a detail page's hero): ask for it before other images.
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <Placeholder role="img" aria-label={t('recipeImage.noImageFor', { title })}>
          <PlateIcon />
          <span aria-hidden="true">{t('recipeImage.noImage')}</span>
        </Placeholder>
      )}
    </Frame>
  );
}
