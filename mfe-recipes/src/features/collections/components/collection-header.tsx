import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Collection } from '@forkful/domain';
import { focusRing } from '@forkful/ui';
import { ReportButton } from '../../reporting';
import { useT, type RecipesT } from '../../../i18n';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-bottom: 28px;
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.primary};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.6rem, 3.5vw, 2.3rem);
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

/* The owner's own words, as typed: line breaks kept, never HTML. */
const Description = styled.p`
  margin: 0;
  max-width: 70ch;
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 16px;
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 600;
`;

const OwnerLink = styled(Link)`
  color: ${(p) => p.theme.colors.primary};
  border-radius: 2px;

  &:focus-visible {
    ${focusRing}
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

/** Where the owner's name goes in the translated "By {owner}". */
const OWNER_MARK = '\u0000';

/** What only the owner sees about their collection: who else can see it. */
function ownerNotice(t: RecipesT, collection: Collection): string | null {
  if (collection.hidden) return t('collectionPage.hidden');
  if (collection.visibility === 'private') return t('collectionPage.private');
  return null;
}

/** The collection's title, description, owner ("By <name>", to their cook page), recipe count and Report. */
export function CollectionHeader({ collection, viewerUid }: { collection: Collection; viewerUid: string }) {
  const t = useT();
  const notice = viewerUid === collection.ownerUid ? ownerNotice(t, collection) : null;
  // "By {owner}" with the owner's name as a link, wherever the language puts the name in the sentence.
  const [beforeOwner, afterOwner = ''] = t('collectionPage.by', { owner: OWNER_MARK }).split(OWNER_MARK);
  return (
    <Header>
      <Eyebrow>{t('collectionPage.eyebrow')}</Eyebrow>
      <Title id="collection-title">{collection.title}</Title>
      {collection.description && <Description>{collection.description}</Description>}
      <Meta>
        <span>
          {beforeOwner}
          <OwnerLink to={`/cooks/${encodeURIComponent(collection.ownerUid)}`}>{collection.ownerName}</OwnerLink>
          {afterOwner}
        </span>
        <span>{t('collection.recipes', { count: collection.recipeCount })}</span>
        <ReportButton kind="collection" itemId={collection._id} itemLabel={collection.title} authorUid={collection.ownerUid} />
      </Meta>
      {notice && <Notice>{notice}</Notice>}
    </Header>
  );
}
