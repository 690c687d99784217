import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES } from '@forkful/contracts';
import { ChevronIcon, HeartIcon, RecipeImage, focusRing, useDocumentTitle } from '@forkful/ui';
import { useRecipe } from '../api/get-recipe';
import { useLikeRecipe } from '../api/like-recipe';
import { RecipeDetailSkeleton } from './recipe-detail-skeleton';
import { RecipeSummary } from './recipe-summary';
import { IngredientList } from './ingredient-list';
import { LikePanel } from './like-panel';
import { RecipeJsonLd } from './recipe-json-ld';
import {
  DetailPage,
  HERO_IMAGE_SIZES,
  Hero,
  ImageFrame,
  Info,
  Instructions,
  Interested,
  NotFound,
  Section,
  SectionTitle,
  Sections,
  Title,
} from './recipe-detail-layout';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-bottom: 20px;
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  border-radius: 6px;

  &:hover {
    color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** /recipes/{id}: one recipe, with its likes. */
export function RecipeDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { recipe, loading } = useRecipe(id);
  const { like, pending, isOwnRecipe } = useLikeRecipe(recipe);
  useDocumentTitle(recipe?.title);

  return (
    <DetailPage aria-busy={loading}>
      <BackLink to="/all-recipes">
        <ChevronIcon direction="left" size={16} /> All recipes
      </BackLink>
      {loading ? (
        <RecipeDetailSkeleton />
      ) : !recipe ? (
        <NotFound role="status">{MESSAGES.recipeNotFound}</NotFound>
      ) : (
        <article aria-labelledby="recipe-title">
          <RecipeJsonLd recipe={recipe} />
          <Hero>
            <ImageFrame>
              <RecipeImage src={recipe.image} title={recipe.title} alt={recipe.imageAlt} sizes={HERO_IMAGE_SIZES} eager />
            </ImageFrame>
            <Info>
              <Interested>
                <HeartIcon filled size={16} />
                {MESSAGES.interested(recipe.likeCount)}
              </Interested>
              <Title id="recipe-title">{recipe.title}</Title>
              <RecipeSummary recipe={recipe} />
              <LikePanel likeCount={recipe.likeCount} pending={pending} isOwnRecipe={isOwnRecipe} onLike={like} />
            </Info>
          </Hero>
          <Sections>
            <Section aria-labelledby="ingredients-heading">
              <SectionTitle id="ingredients-heading">Ingredients</SectionTitle>
              <IngredientList ingredients={recipe.ingredients} labelledBy="ingredients-heading" />
            </Section>
            <Section aria-labelledby="instructions-heading">
              <SectionTitle id="instructions-heading">Instructions</SectionTitle>
              <Instructions>{recipe.instructions}</Instructions>
            </Section>
          </Sections>
        </article>
      )}
    </DetailPage>
  );
}
