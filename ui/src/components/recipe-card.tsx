import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Recipe } from '@forkful/domain';
import { useRecipeTerms } from '../i18n/recipe-terms';
import { useUiT } from '../i18n/ui-messages';
import { cardHoverShadow, surfacePanel } from '../theme/tokens';
import { ClockIcon } from '../icons/food-icons';
import { ButtonLink } from './button';
import { CARD_IMAGE_SIZES } from './card';
import { HydratedApart } from './hydrated-apart';
import { RatingBadge } from './rating-badge';
import { RecipeImage } from './recipe-image';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${surfacePanel}
  transition: transform 0.18s ease, box-shadow 0.18s ease;

  &:hover {
    transform: translateY(-3px);
    box-shadow: ${cardHoverShadow};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.35;
  color: ${(p) => p.theme.colors.text};
  /* Two lines at most, so the cards of a row line up. */
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

const CuisineBadge = styled.span`
  padding: 3px 10px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.primary};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.03em;
  text-transform: uppercase;
`;

const PrepTime = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 5px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: auto;
`;

type CardRecipe = Pick<Recipe, '_id' | 'image' | 'imageAlt' | 'title' | 'cuisineType' | 'prepTime' | 'ratingAverage' | 'ratingCount'>;

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** Cards in the widest grid's first row (4 columns): the ones whose photos a page asks for at once. */
export const FIRST_ROW_CARDS = 4;

/**
 * A recipe in a CardGrid: photo, title, cuisine, prep time, its rating when it has one, and its "See Details" link;
 * `actions` adds buttons beside the link (e.g. the saved list's remove).
 *
 * `headingLevel`: the title's level in the page's outline, one below the heading the grid sits under (2 right under a
 * page's h1, as on All Recipes and a cook's page; 3, the default, under a section's h2; 4 under an h3).
 *
 * Its words are the UI kit's, in the page's language (the cook's title and photo are not translated). They are read
 * here, outside the card's HydratedApart, so a language still loading suspends the page's boundary, not each card.
 */
export function RecipeCard({
  recipe,
  actions,
  headingLevel = 3,
  eagerImage = false,
}: {
  recipe: CardRecipe;
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** The first row of a page's grid: its photo is the page's largest paint, so it is asked for at once. */
  eagerImage?: boolean;
}) {
  const t = useUiT();
  const terms = useRecipeTerms();
  const titleId = `recipe-card-title-${recipe._id}`;
  // Each card of a server-rendered grid hydrates on its own: a page of cards is many short tasks, not one long one.
  return (
    <HydratedApart>
      <Card aria-labelledby={titleId}>
        <RecipeImage src={recipe.image} title={recipe.title} alt={recipe.imageAlt} sizes={CARD_IMAGE_SIZES} eager={eagerImage} />
        <Body>
          <Title as={HEADINGS[headingLevel]} id={titleId}>
            {recipe.title}
          </Title>
          <Meta>
            <CuisineBadge>{terms.cuisine(recipe.cuisineType)}</CuisineBadge>
            <PrepTime>
              <ClockIcon size={16} />
              {Number.isFinite(recipe.prepTime) ? t('recipeCard.prepTime', { minutes: recipe.prepTime }) : null}
            </PrepTime>
            <RatingBadge average={recipe.ratingAverage} count={recipe.ratingCount} />
          </Meta>
          {/* Absolute path: this page is also mounted at /dashboard/all-recipes, where a relative link would nest. */}
          <Actions>
            <ButtonLink $variant="outline" $size="sm" to={`/recipes/${encodeURIComponent(recipe._id)}`} aria-label={t('recipeCard.seeDetailsOf', { title: recipe.title })}>
              {t('recipeCard.seeDetails')}
            </ButtonLink>
            {actions}
          </Actions>
        </Body>
      </Card>
    </HydratedApart>
  );
}
