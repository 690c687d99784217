import styled from 'styled-components';
import { isRecipeAuthor, type Recipe } from '@forkful/domain';
import { useSession } from '@forkful/runtime';
import { Button } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useReviewPages } from '../api/get-review-pages';
import { MyReview } from './my-review';
import { RatingHeadline } from './rating-headline';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';

/* One column at 375 px; beside each other from md, in the proportions of the ingredients and instructions above. */
const Layout = styled.div`
  display: grid;
  gap: 28px;
  align-items: start;

  @media (min-width: ${(p) => p.theme.breakpoints.md}) {
    grid-template-columns: 1fr 1.6fr;
    gap: 32px;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
`;

const Problem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

/**
 * The recipe's ratings and reviews (issue 33): the summary, the reader's own review (or a way to sign in), and the
 * reviews with the author's replies. Loaded apart from the page (see index.ts); default export for React.lazy.
 */
export default function RecipeReviews({ recipe }: { recipe: Recipe }) {
  const pages = useReviewPages(recipe._id);
  const t = useT();
  const isAuthor = useSession((session) => isRecipeAuthor(recipe, session.user));
  return (
    <Layout>
      <Side>
        {pages.summary ? <RatingSummary summary={pages.summary} /> : <RatingHeadline average={recipe.ratingAverage} count={recipe.ratingCount} />}
        <MyReview recipe={recipe} />
      </Side>
      {pages.isError ? (
        <Problem role="alert">
          {t('reviews.loadFailed')}{' '}
          <Button type="button" $variant="ghost" $size="sm" onClick={() => void pages.refetch()}>
            {t('reviews.tryAgain')}
          </Button>
        </Problem>
      ) : (
        <ReviewList
          reviews={pages.reviews}
          total={Math.max(pages.total, pages.reviews.length)}
          canReply={isAuthor}
          hasNextPage={pages.hasNextPage}
          isFetchingNextPage={pages.isFetchingNextPage}
          fetchNextPage={pages.fetchNextPage}
        />
      )}
    </Layout>
  );
}
