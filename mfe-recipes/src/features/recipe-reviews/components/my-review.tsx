import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isRecipeAuthor, type Recipe } from '@forkful/domain';
import { useSession } from '@forkful/runtime';
import { Button, focusRing } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useMyReview } from '../api/my-review';
import { ReviewForm } from './review-form';

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const SignInLink = styled(Link)`
  color: ${(p) => p.theme.colors.primary};
  font-weight: 700;
  border-radius: 4px;

  &:focus-visible {
    ${focusRing}
  }
`;

/** The signed-in cook's review of the recipe, loaded first so the form starts from it. */
function SignedInReview({ recipeId }: { recipeId: string }) {
  const mine = useMyReview(recipeId, true);
  const t = useT();
  if (mine.isPending) return null;
  if (mine.isError) {
    return (
      <Note role="alert">
        {t('reviews.mineLoadFailed')}{' '}
        <Button type="button" $variant="ghost" $size="sm" onClick={() => void mine.refetch()}>
          {t('reviews.tryAgain')}
        </Button>
      </Note>
    );
  }
  return <ReviewForm recipeId={recipeId} review={mine.data ?? null} />;
}

/**
 * Where a reader rates the recipe: signed out, a link to sign in that comes back here (the shell's /login takes the
 * page to return to as `state.from`, as its guards do); on their own recipe, a note; otherwise their review's form.
 */
export function MyReview({ recipe }: { recipe: Recipe }) {
  const status = useSession((session) => session.status);
  const user = useSession((session) => session.user);
  const location = useLocation();
  const t = useT();
  if (status === 'loading') return null;
  if (status === 'signed-out' || !user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Note>
        <SignInLink to="/login" state={{ from }}>
          {t('reviews.signIn')}
        </SignInLink>
      </Note>
    );
  }
  if (isRecipeAuthor(recipe, user)) return <Note>{t('reviews.ownRecipe')}</Note>;
  return <SignedInReview recipeId={recipe._id} />;
}
