import styled from 'styled-components';
import { useFormat } from '../i18n/use-format';
import { useUiT } from '../i18n/ui-messages';
import { Icon } from '../icons/icon';
import { VisuallyHidden } from './visually-hidden';

const Rating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  /* The kit card's meta size, in rem so it is the same in a card whose row uses another size (the home page's). */
  font-size: 0.85rem;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;

  svg {
    flex-shrink: 0;
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Average = styled.span`
  font-weight: 700;
  color: ${(p) => p.theme.colors.text};
`;

/**
 * A recipe's rating in a card's meta row: a star, the average to one decimal and how many rated, "★ 4.3 (12)". Nothing
 * when no one rated it. The star is drawn in the kit's icon frame (no emoji or symbol font, so it sits the same
 * everywhere); screen readers get the sentence instead of the bare numbers ("Rated 4.3 out of 5 by 12 cooks"). Numbers in the page's
 * language (Bangla digits in Bangla).
 */
export function RatingBadge({ average, count }: { average?: number; count?: number }) {
  const t = useUiT();
  const { number } = useFormat();
  if (!count || count < 1 || average === undefined || !Number.isFinite(average)) return null;
  const shownAverage = number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Rating>
      <Icon size={14} stroke="none" fill="currentColor">
        <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
      </Icon>
      <span aria-hidden="true">
        <Average>{shownAverage}</Average> <span>({number(count, { useGrouping: false })})</span>
      </span>
      <VisuallyHidden>{t('ratingBadge.label', { average: shownAverage, count })}</VisuallyHidden>
    </Rating>
  );
}
