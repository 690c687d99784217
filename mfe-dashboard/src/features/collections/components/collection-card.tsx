import { useState } from 'react';
import { collectionPagePath, type CollectionSummary } from '@forkful/domain';
import { Button, ButtonLink, RecipeThumb, VisuallyHidden } from '@forkful/ui';
import { useT } from '../../../i18n';
import { Actions, Badge, Description, Heading, Meta, Panel, Summary } from './collection-card.styles';
import { CollectionRecipes } from './collection-recipes';

/**
 * One of the cook's collections: its cover, title, visibility, size and description; its actions; and, once opened,
 * its recipes in order with their own actions.
 */
export function CollectionCard(props: {
  collection: CollectionSummary;
  onEdit: (collection: CollectionSummary) => void;
  onDelete: (collection: CollectionSummary) => void;
}) {
  const t = useT();
  const { collection } = props;
  const [open, setOpen] = useState(false);
  const titleId = `collection-${collection._id}`;
  const recipesId = `${titleId}-recipes`;
  const name = <VisuallyHidden>{t('collections.nameSuffix', { title: collection.title })}</VisuallyHidden>;

  return (
    <Panel as="article" aria-labelledby={titleId}>
      <Summary>
        <RecipeThumb src={collection.coverImage} title={collection.title} size="4.5rem" plate="2rem" />
        <div>
          <Heading id={titleId}>{collection.title}</Heading>
          <Meta>
            <Badge>{collection.visibility === 'public' ? t('collections.public') : t('collections.private')}</Badge>
            {collection.hidden && <Badge $tone="warning">{t('collections.hiddenAfterReports')}</Badge>}
            <span>{t('collections.recipeCount', { count: collection.recipeCount })}</span>
          </Meta>
          {collection.description && <Description>{collection.description}</Description>}
        </div>
      </Summary>
      <Actions>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          aria-expanded={open}
          aria-controls={open ? recipesId : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? t('collections.hideRecipes') : t('collections.showRecipes')}
          <VisuallyHidden>{t('collections.inTitle', { title: collection.title })}</VisuallyHidden>
        </Button>
        <Button type="button" $size="sm" $variant="secondary" onClick={() => props.onEdit(collection)}>
          {t('common.edit')}
          {name}
        </Button>
        <Button type="button" $size="sm" $variant="danger" onClick={() => props.onDelete(collection)}>
          {t('common.delete')}
          {name}
        </Button>
        {collection.visibility === 'public' && (
          <ButtonLink $size="sm" $variant="ghost" to={collectionPagePath(collection._id)}>
            {t('collections.viewPublicPage')}
            <VisuallyHidden>{t('collections.ofTitle', { title: collection.title })}</VisuallyHidden>
          </ButtonLink>
        )}
      </Actions>
      {open && <CollectionRecipes id={recipesId} collection={collection} />}
    </Panel>
  );
}
