import { useEffect } from 'react';
import styled from 'styled-components';
import { ALL_RECIPES_PAGE_SIZE } from '@forkful/domain';
import { CardGrid, FIRST_ROW_CARDS, HydratedApart, RecipeCard, usePageMeta, useRecipeTerms } from '@forkful/ui';
import { useT, type RecipesT } from '../../../i18n';
import { useRecipeListParams } from '../hooks/use-recipe-list-params';
import { useRecipePage } from '../api/get-recipe-page';
import { RecipeFilters } from './recipe-filters';

import { RecipeGridSkeleton } from './recipe-card-skeleton';
import { Pagination } from './pagination';
import { EmptyState } from './empty-state';

const Page = styled.section`
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 32px 16px 56px;
  color: ${(p) => p.theme.colors.text};
  font-family: ${(p) => p.theme.font};

  @media (min-width: ${(p) => p.theme.breakpoints.sm}) {
    padding: 40px 24px 64px;
  }
`;

const Header = styled.header`
  margin-bottom: 24px;
`;

const Heading = styled.h1`
  margin: 0 0 6px;
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  letter-spacing: -0.01em;
`;

const Summary = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${(p) => p.theme.colors.textMuted};
`;

function summaryText(t: RecipesT, total: number, page: number, loading: boolean): string {
  if (loading) return t('allRecipes.loading');
  if (total === 0) return t('allRecipes.noneMatching');
  const first = (page - 1) * ALL_RECIPES_PAGE_SIZE + 1;
  const last = Math.min(page * ALL_RECIPES_PAGE_SIZE, total);
  if (first > total) return t('allRecipes.count', { total });
  return t('allRecipes.showing', { first, last, total });
}

/** /all-recipes (and /dashboard/all-recipes in the shell): filter, sort, search and page through every recipe. */
export function AllRecipesPage() {
  const { params, setCriteria, setPage, clear } = useRecipeListParams();
  const { recipes, total, loading } = useRecipePage(params);
  const totalPages = Math.ceil(total / ALL_RECIPES_PAGE_SIZE);
  const filtered = Boolean(params.cuisine || params.q);
  const t = useT();
  const terms = useRecipeTerms();
  usePageMeta({
    description: params.cuisine
      ? t('allRecipes.metaCuisine', { cuisine: terms.cuisine(params.cuisine) })
      : t('allRecipes.meta'),
    image: recipes[0]?.image,
  });

  // A link to a page past the end (recipes were deleted since it was shared) lands on the last page instead.
  useEffect(() => {
    if (!loading && totalPages > 0 && params.page > totalPages) setPage(totalPages, { replace: true });
  }, [loading, totalPages, params.page, setPage]);

  const goToPage = (page: number) => {
    setPage(page);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <Page aria-labelledby="all-recipes-heading" aria-busy={loading}>
      <Header>
        <Heading id="all-recipes-heading">{t('allRecipes.heading')}</Heading>
        <Summary aria-live="polite">{summaryText(t, total, params.page, loading)}</Summary>
      </Header>
      <HydratedApart>
        <RecipeFilters params={params} onChange={setCriteria} />
      </HydratedApart>
      {loading ? (
        <RecipeGridSkeleton />
      ) : recipes.length === 0 ? (
        <EmptyState onClear={filtered ? clear : undefined} />
      ) : (
        <CardGrid aria-label={t('allRecipes.grid')}>
          {recipes.map((recipe, index) => (
            <li key={recipe._id}>
              <RecipeCard recipe={recipe} headingLevel={2} eagerImage={index < FIRST_ROW_CARDS} />
            </li>
          ))}
        </CardGrid>
      )}
      <HydratedApart>
        <Pagination page={Math.min(params.page, Math.max(totalPages, 1))} totalPages={totalPages} onChange={goToPage} />
      </HydratedApart>
    </Page>
  );
}
