import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cookPagePath, type Recipe } from '@forkful/domain';
import { ClockIcon, GlobeIcon, SourceLink, focusRing, useHostHasRoute, webSource, useRecipeTerms } from '@forkful/ui';
import { useT } from '../../../i18n';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
`;

const Fact = styled.div`
  padding: 12px 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surface};

  & > dt {
    display: flex;
    align-items: center;
    gap: 6px;
    margin-bottom: 4px;
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
    font-weight: 600;
    color: ${(p) => p.theme.colors.text};
  }
`;

/** A fact as wide as the list: a host name can be long, and five facts would leave a gap in two columns. */
const WideFact = styled(Fact)`
  grid-column: 1 / -1;
`;

const CookLink = styled(Link)`
  color: ${(p) => p.theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 3px;
  border-radius: 4px;

  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * Cuisine, prep time in minutes, categories joined by commas, the cook who shared it (linking to their page,
 * /cooks/{uid}), and for an imported recipe the page it came from.
 */
export function RecipeSummary({ recipe }: { recipe: Recipe }) {
  const t = useT();
  const terms = useRecipeTerms();
  const categories = recipe.categories?.length ? recipe.categories.map((category) => terms.category(category)).join(', ') : t('summary.noCategories');
  const cookPage = recipe.authorUid ? cookPagePath(recipe.authorUid) : null;
  // An older shell has no cook pages yet: the name is then plain text, not a link to its not-found page.
  const linked = useHostHasRoute(cookPage ?? '/cooks/-') && cookPage !== null;
  const source = webSource(recipe.sourceUrl);
  return (
    <Facts>
      <Fact>
        <dt>
          <GlobeIcon size={16} /> {t('summary.cuisine')}
        </dt>
        <dd>{terms.cuisine(recipe.cuisineType)}</dd>
      </Fact>
      <Fact>
        <dt>
          <ClockIcon size={16} /> {t('summary.prepTime')}
        </dt>
        <dd>{t('summary.minutes', { minutes: recipe.prepTime })}</dd>
      </Fact>
      <Fact>
        <dt>{t('summary.categories')}</dt>
        <dd>{categories}</dd>
      </Fact>
      <Fact>
        <dt>{t('summary.sharedBy')}</dt>
        <dd>{linked && cookPage ? <CookLink to={cookPage}>{recipe.authorName}</CookLink> : recipe.authorName}</dd>
      </Fact>
      {source && (
        <WideFact>
          <dt>{t('summary.source')}</dt>
          <dd>
            <SourceLink source={source} spokenPrefix={t('summary.sourceSpoken')} />
          </dd>
        </WideFact>
      )}
    </Facts>
  );
}
