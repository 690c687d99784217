import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { collectionPagePath, type CollectionSummary } from '@forkful/domain';
import { SectionTitle, focusRing } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useCookCollections } from '../api/get-cook-collections';

const Section = styled.section`
  margin-bottom: 32px;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CollectionLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  max-width: 100%;
  padding: 10px 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Name = styled.span`
  font-weight: 700;
`;

const Count = styled.span`
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

function CollectionList({ collections }: { collections: CollectionSummary[] }) {
  const t = useT();
  return (
    <List>
      {collections.map((collection) => (
        <li key={collection._id}>
          <CollectionLink to={collectionPagePath(collection._id)}>
            <Name>{collection.title}</Name>{' '}
            <Count>{t('collection.recipes', { count: collection.recipeCount })}</Count>
          </CollectionLink>
        </li>
      ))}
    </List>
  );
}

/**
 * The cook's public collections, each a link to its page with its recipe count. Nothing at all when they have none,
 * or when the list cannot be had: the recipes below are the page's point.
 */
export function CookCollections({ uid }: { uid: string }) {
  const collections = useCookCollections(uid);
  const t = useT();
  if (!collections.data?.length) return null;
  return (
    <Section aria-labelledby="cook-collections-heading">
      <SectionTitle id="cook-collections-heading">{t('cookPage.collections')}</SectionTitle>
      <CollectionList collections={collections.data} />
    </Section>
  );
}
