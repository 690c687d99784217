import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CollectionRecipe, Recipe } from '@forkful/domain';
import { BookIcon, CardGrid, EmptyState, FIRST_ROW_CARDS, RecipeCard, useDocumentTitle, usePageMeta } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useCollection } from '../api/get-collection';
import { useViewerUid } from '../hooks/use-viewer-uid';
import { CollectionHeader } from './collection-header';

const Page = styled.section`
  width: 100%;
  max-width: 1180px;
  margin: 0 auto;
  padding: 28px 0 64px;
  color: ${(p) => p.theme.colors.text};
  font-family: ${(p) => p.theme.font};
`;

const Missing = styled.div`
  margin: 48px auto;
  max-width: 560px;
  text-align: center;

  h1 {
    margin: 0 0 12px;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    margin: 0;
    font-size: 1.1rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/**
 * A collection's recipe as a card. The card shows a prep time, which CollectionRecipe lacks: the contract is asked to
 * add it (the API would send it with the other card fields); until then the answer is read as if it had it.
 */
const cardOf = (recipe: CollectionRecipe) => recipe as CollectionRecipe & Pick<Recipe, 'prepTime'>;

/**
 * /collections/{id}: a public collection (or the owner's own, private or hidden), its recipes as cards in the owner's
 * order. Anyone may open it; a private, hidden or deleted one is "Collection not found" (404 on the server).
 */
export function CollectionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const viewerUid = useViewerUid();
  const collection = useCollection(id);
  const data = collection.data;
  const t = useT();
  useDocumentTitle(data?.title ?? (data === null ? t('collectionPage.notFound') : undefined));
  usePageMeta({
    description: data ? data.description || t('collectionPage.meta', { title: data.title, owner: data.ownerName }) : undefined,
    image: data?.coverImage ?? data?.recipes[0]?.image,
    notFound: data === null,
  });

  if (collection.isPending) return <Page aria-busy="true"><p role="status">{t('collectionPage.loading')}</p></Page>;
  if (collection.isError || !data) {
    return (
      <Page>
        <Missing role={collection.isError ? 'alert' : 'status'}>
          <h1>{collection.isError ? t('collectionPage.loadFailed') : t('collectionPage.notFound')}</h1>
          <p>
            {collection.isError ? t('collectionPage.loadFailedHint') : t('collectionPage.notFoundHint')}{' '}
            <Link to="/all-recipes">{t('collectionPage.browseAll')}</Link>
          </p>
        </Missing>
      </Page>
    );
  }
  return (
    <Page aria-labelledby="collection-title">
      <CollectionHeader collection={data} viewerUid={viewerUid} />
      {data.recipes.length === 0 ? (
        <EmptyState icon={<BookIcon size={32} />} title={t('collectionPage.empty')} hint={t('collectionPage.emptyHint')} />
      ) : (
        <CardGrid aria-label={t('collectionPage.grid', { title: data.title })}>
          {data.recipes.map((recipe, index) => (
            <li key={recipe._id}>
              <RecipeCard recipe={cardOf(recipe)} headingLevel={2} eagerImage={index < FIRST_ROW_CARDS} />
            </li>
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
