import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Recipe } from '@forkful/domain';
import { useT } from '../../../i18n';
import { RatingHeadline } from './rating-headline';

function Unavailable() {
  const t = useT();
  return <p role="alert">{t('reviews.unavailable')}</p>;
}

// Its own chunk, asked for once the page has hydrated: the page's first load carries only this file.
const RecipeReviews = lazy(() => import('./recipe-reviews').catch(() => ({ default: Unavailable })));

const subscribeToNothing = () => () => undefined;

/** False on the server and while hydrating (the server's HTML has the headline only), true in the browser after. */
function useInBrowser(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

/**
 * The recipe's ratings and reviews. The server renders the one-line rating from the recipe itself; the browser then
 * loads the summary, the reader's review form and the reviews (nothing of them is in the server's HTML, so hydration
 * matches).
 */
export function RecipeReviewsSection({ recipe }: { recipe: Recipe }) {
  const inBrowser = useInBrowser();
  const headline = <RatingHeadline average={recipe.ratingAverage} count={recipe.ratingCount} />;
  if (!inBrowser) return headline;
  return (
    <Suspense fallback={headline}>
      <RecipeReviews recipe={recipe} />
    </Suspense>
  );
}
