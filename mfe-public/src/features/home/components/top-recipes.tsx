import styled from 'styled-components';
import { ButtonLink, CardGrid, usePageMeta, VisuallyHidden } from '@forkful/ui';
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
  const { recipes, loading } = useTopRecipes();
  // A link preview of the home page shows the most liked dish.
  usePageMeta({ image: recipes[0]?.image });

  return (
    <HomeSection id="top-recipes" title="Top Recipes" subtitle="The dishes our community loves the most right now.">
      {loading ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>Loading top recipes...</VisuallyHidden>
          <CardGrid as="div">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <RecipeCardSkeleton key={index} />
            ))}
          </CardGrid>
        </div>
      ) : recipes.length > 0 ? (
        <CardGrid aria-label="Top recipes">
          {recipes.map((recipe) => (
            <li key={recipe._id}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <Empty>No top recipes to show right now. Browse all recipes to find something to cook.</Empty>
      )}
      <Footer>
        <ButtonLink to="/all-recipes" $variant="outline">
          See All Recipes
        </ButtonLink>
      </Footer>
    </HomeSection>
  );
}
