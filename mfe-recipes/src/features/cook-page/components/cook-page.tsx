import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CardGrid, FIRST_ROW_CARDS, RecipeCard, ShowMore, useDocumentTitle, usePageMeta } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useCook } from '../api/get-cook';
import { useCookRecipes } from '../api/get-cook-recipes';
import { CookCollections } from './cook-collections';
import { CookHeader } from './cook-header';

const Page = styled.section`
  width: 100%;
  max-width: 1180px;
  margin: 0 auto;
  padding: 28px 0 64px;
  color: ${(p) => p.theme.colors.text};
  font-family: ${(p) => p.theme.font};
`;

const Note = styled.p`
  margin: 48px 0;
  text-align: center;
  font-size: 1.15rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

/**
 * /cooks/{uid}: a cook's public page, their name and picture, their public collections and the recipes they shared,
 * newest first.
 */
export function CookPage() {
  const { uid = '' } = useParams<{ uid: string }>();
  const cook = useCook(uid);
  const found = Boolean(cook.data);
  const recipes = useCookRecipes(uid, found);
  const t = useT();
  useDocumentTitle(cook.data?.displayName ?? (cook.data === null ? t('cookPage.notFound') : undefined));
  usePageMeta({
    description: cook.data ? t('cookPage.meta', { name: cook.data.displayName }) : undefined,
    image: recipes.recipes[0]?.image,
    notFound: cook.data === null,
  });

  if (cook.isPending) return <Page aria-busy="true"><p role="status">{t('cookPage.loading')}</p></Page>;
  if (cook.isError || !cook.data) {
    return (
      <Page>
        <Note role={cook.isError ? 'alert' : 'status'}>
          {cook.isError ? t('cookPage.loadFailed') : t('cookPage.notFound')}{' '}
          <Link to="/all-recipes">{t('cookPage.browseAll')}</Link>
        </Note>
      </Page>
    );
  }
  return (
    <Page aria-labelledby="cook-name">
      <CookHeader cook={cook.data} />
      <CookCollections uid={uid} />
      {recipes.isSuccess && recipes.recipes.length === 0 && <Note>{t('cookPage.recipesEmpty')}</Note>}
      {recipes.isError && <Note role="alert">{t('cookPage.recipesFailed')}</Note>}
      {recipes.recipes.length > 0 && (
        <CardGrid aria-label={t('cookPage.grid', { name: cook.data.displayName })}>
          {recipes.recipes.map((recipe, index) => (
            <li key={recipe._id}>
              <RecipeCard recipe={recipe} headingLevel={2} eagerImage={index < FIRST_ROW_CARDS} />
            </li>
          ))}
        </CardGrid>
      )}
      <ShowMore {...recipes} />
    </Page>
  );
}
