import { useFormat } from '@forkful/ui';
import { useT } from '../../../i18n';

/** The words of a rating: "4.3 out of 5" (one decimal, as the API rounds it) and "12 ratings", in the page's language. */
export function useRatingText() {
  const t = useT();
  const format = useFormat();
  return {
    average: (average: number) => t('ratings.average', { average: format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }),
    count: (count: number) => t('ratings.count', { count }),
  };
}

/**
 * The recipe's rating in one line, from the recipe's own ratingAverage and ratingCount: what the server renders and
 * what shows until the reviews' code and summary arrive. Plain elements: it is in the page's first chunk.
 */
export function RatingHeadline({ average, count }: { average?: number; count?: number }) {
  const t = useT();
  const text = useRatingText();
  return <p>{average !== undefined && count ? t('ratings.headline', { average: text.average(average), count: text.count(count) }) : t('ratings.none')}</p>;
}
