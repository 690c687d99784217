import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Recipe } from '@forkful/domain';
import { ChevronIcon, HeartIcon, RecipeImage, focusRing, useDocumentTitle } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useRecipe } from '../api/get-recipe';
import { useLikeRecipe } from '../api/like-recipe';
import { useServings } from '../hooks/use-servings';
import { CookMode } from '../../cook-mode';
import { RecipeReviewsSection } from '../../recipe-reviews';
import { RecipeDetailSkeleton } from './recipe-detail-skeleton';
import { RecipeSummary } from './recipe-summary';
import { IngredientList } from './ingredient-list';
import { LikePanel } from './like-panel';
import { RecipeJsonLd } from './recipe-json-ld';
import { RecipeActions } from './recipe-actions';
import { RecipePrintStyle } from './print-style';
import { ServingsField } from './servings-field';
import {
  DetailPage,
  HERO_IMAGE_SIZES,
  Hero,
  ImageFrame,
  Info,
  Instructions,
  Interested,
  NotFound,
  ReviewsSection,
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

/**
 * The recipe itself: photo, facts, likes, actions, the ingredients (scaled to the chosen servings), instructions, and
 * its ratings and reviews.
 */
function RecipeArticle({ recipe }: { recipe: Recipe }) {
  const { like, pending, isOwnRecipe } = useLikeRecipe(recipe);
  const { servings, choose, lines } = useServings(recipe);
  const [cooking, setCooking] = useState(false);
  const t = useT();

  return (
    <article aria-labelledby="recipe-title">
      <RecipeJsonLd recipe={recipe} />
      <RecipePrintStyle />
      <Hero>
        <ImageFrame>
          <RecipeImage src={recipe.image} title={recipe.title} alt={recipe.imageAlt} sizes={HERO_IMAGE_SIZES} eager />
        </ImageFrame>
        <Info>
          <Interested data-print="hide">
            <HeartIcon filled size={16} />
            {t('recipe.interested', { count: recipe.likeCount })}
          </Interested>
          <Title id="recipe-title">{recipe.title}</Title>
          <div data-print="hide">
            <RecipeSummary recipe={recipe} />
          </div>
          <RecipeActions recipe={recipe} onStartCooking={() => setCooking(true)} />
          <div data-print="hide">
            <LikePanel likeCount={recipe.likeCount} pending={pending} isOwnRecipe={isOwnRecipe} onLike={like} />
          </div>
        </Info>
      </Hero>
      <Sections>
        <Section aria-labelledby="ingredients-heading">
          <SectionTitle id="ingredients-heading">{t('recipe.ingredients')}</SectionTitle>
          {servings !== null && <ServingsField servings={servings} onChange={choose} />}
          <IngredientList items={lines} labelledBy="ingredients-heading" />
        </Section>
        <Section aria-labelledby="instructions-heading">
          <SectionTitle id="instructions-heading">{t('recipe.instructions')}</SectionTitle>
          <Instructions>{recipe.instructions}</Instructions>
        </Section>
      </Sections>
      <ReviewsSection aria-labelledby="reviews-heading" data-print="hide">
        <SectionTitle id="reviews-heading">{t('recipe.reviews')}</SectionTitle>
        <RecipeReviewsSection recipe={recipe} />
      </ReviewsSection>
      {cooking && <CookMode title={recipe.title} instructions={recipe.instructions} ingredients={lines} onClose={() => setCooking(false)} />}
    </article>
  );
}

/** /recipes/{id}: one recipe, with its likes. */
export function RecipeDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { recipe, loading, offline } = useRecipe(id);
  const t = useT();
  useDocumentTitle(recipe?.title);

  return (
    <DetailPage aria-busy={loading}>
      <BackLink to="/all-recipes" data-print="hide">
        <ChevronIcon direction="left" size={16} /> {t('recipe.backToAll')}
      </BackLink>
      {loading ? (
        <RecipeDetailSkeleton />
      ) : offline ? (
        <NotFound role="alert">{t('recipe.offline')}</NotFound>
      ) : !recipe ? (
        <NotFound role="status">{t('recipe.notFound')}</NotFound>
      ) : (
        <RecipeArticle recipe={recipe} />
      )}
    </DetailPage>
  );
}
