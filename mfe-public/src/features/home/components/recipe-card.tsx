import type { KeyboardEvent, MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CUISINES, type Cuisine, type TopRecipe } from '@forkful/domain';
import { alpha, CARD_IMAGE_SIZES, HeartIcon, RatingBadge, RecipeImage, useFormat, VisuallyHidden } from '@forkful/ui';
import { useT } from '../../../i18n';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease,
    border-color 0.2s ease;

  &:hover {
    transform: translateY(-4px);
    border-color: ${({ theme }) => alpha(theme.colors.primary, 0.53)};
  }
  &:hover img {
    transform: scale(1.04);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 3px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
    &:hover img {
      transform: none;
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.1rem 1.15rem;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Counts = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
`;

const Cuisine = styled.span`
  padding: 0.2rem 0.65rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.82rem;
  font-weight: 600;
`;

const Likes = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};

  svg {
    color: ${({ theme }) => theme.colors.heart};
  }
`;

const DetailsLink = styled(Link)`
  align-self: flex-start;
  margin-top: auto;
  padding-top: 0.35rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

const isCuisine = (value: string): value is Cuisine => (CUISINES as readonly string[]).includes(value);

/** A top recipe. The whole card opens the recipe: by click, by Enter when focused, or by its View Details link. */
// imageAlt: the photo's description, shown as soon as GET /top-recipes sends it (TopRecipe does not list it yet).
export function RecipeCard({ recipe }: { recipe: TopRecipe }) {
  const t = useT();
  const { digits } = useFormat();
  const navigate = useNavigate();
  const href = `/recipes/${encodeURIComponent(recipe._id)}`;
  const titleId = `top-recipe-${recipe._id}-title`;
  const likeCount = recipe.likeCount ?? 0;

  const open = () => navigate(href);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only the card itself: Enter on the inner link is handled by the link.
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      open();
    }
  };

  return (
    <Article tabIndex={0} aria-labelledby={titleId} onClick={open} onKeyDown={onKeyDown}>
      <RecipeImage src={recipe.image} title={recipe.title} alt={recipe.imageAlt} sizes={CARD_IMAGE_SIZES} />
      <Body>
        <Title id={titleId}>{recipe.title}</Title>
        <Meta>
          <Cuisine>
            <VisuallyHidden>{t('recipeCard.cuisine')} </VisuallyHidden>
            {/* The fixed list's names in the page's language; anything else as the recipe has it. */}
            {isCuisine(recipe.cuisineType) ? t(`cuisine.${recipe.cuisineType}`) : recipe.cuisineType}
          </Cuisine>
          <Counts>
            <RatingBadge average={recipe.ratingAverage} count={recipe.ratingCount} />
            <Likes>
              <HeartIcon filled size={18} />
              {/* Written as before (no grouping), in the language's numerals. */}
              {digits(String(likeCount))}
              <VisuallyHidden> {t('recipeCard.likes', { count: likeCount })}</VisuallyHidden>
            </Likes>
          </Counts>
        </Meta>
        <DetailsLink to={href} onClick={(event: MouseEvent) => event.stopPropagation()}>
          {t('recipeCard.viewDetails')}
          <VisuallyHidden> {t('recipeCard.detailsOf', { title: recipe.title })}</VisuallyHidden>
        </DetailsLink>
      </Body>
    </Article>
  );
}
