import styled from 'styled-components';
import { ButtonLink, CardGrid, usePageMeta, VisuallyHidden } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useTopRecipes } from '../api/use-top-recipes';
import { HomeSection } from './home-section';
import { RecipeCard } from './recipe-card';
import { RecipeCardSkeleton } from './recipe-card-skeleton';

const SKELETON_COUNT = 4;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2.25rem;
`;

const Empty = styled.p`
  margin: 0;
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** The most liked recipes, from GET /top-recipes (fetched once when the home page loads). */
export function TopRecipes() {
  const t = useT();
  const { recipes, loading } = useTopRecipes();
  // A link preview of the home page shows the most liked dish.
  usePageMeta({ image: recipes[0]?.image });

  return (
    <HomeSection id="top-recipes" title={t('topRecipes.title')} subtitle={t('topRecipes.subtitle')}>
      {loading ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{t('topRecipes.loading')}</VisuallyHidden>
          <CardGrid as="div">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <RecipeCardSkeleton key={index} />
            ))}
          </CardGrid>
        </div>
      ) : recipes.length > 0 ? (
        <CardGrid aria-label={t('topRecipes.list')}>
          {recipes.map((recipe) => (
            <li key={recipe._id}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <Empty>{t('topRecipes.empty')}</Empty>
      )}
      <Footer>
        <ButtonLink to="/all-recipes" $variant="outline">
          {t('topRecipes.seeAll')}
        </ButtonLink>
      </Footer>
    </HomeSection>
  );
}
