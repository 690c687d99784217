import { useState } from 'react';
import { collectionPagePath, type CollectionSummary } from '@forkful/domain';
import { Button, ButtonLink, RecipeThumb, VisuallyHidden } from '@forkful/ui';
import { Actions, Badge, Description, Heading, Meta, Panel, Summary } from './collection-card.styles';
import { CollectionRecipes } from './collection-recipes';

const recipeCount = (count: number) => `${count} ${count === 1 ? 'recipe' : 'recipes'}`;

/**
 * One of the cook's collections: its cover, title, visibility, size and description; its actions; and, once opened,
 * its recipes in order with their own actions.
 */
export function CollectionCard(props: {
  collection: CollectionSummary;
  onEdit: (collection: CollectionSummary) => void;
  onDelete: (collection: CollectionSummary) => void;
}) {
  const { collection } = props;
  const [open, setOpen] = useState(false);
  const titleId = `collection-${collection._id}`;
  const recipesId = `${titleId}-recipes`;
  const name = <VisuallyHidden> {collection.title}</VisuallyHidden>;

  return (
    <Panel as="article" aria-labelledby={titleId}>
      <Summary>
        <RecipeThumb src={collection.coverImage} title={collection.title} size="4.5rem" plate="2rem" />
        <div>
          <Heading id={titleId}>{collection.title}</Heading>
          <Meta>
            <Badge>{collection.visibility === 'public' ? 'Public' : 'Private'}</Badge>
            {collection.hidden && <Badge $tone="warning">Hidden after reports</Badge>}
            <span>{recipeCount(collection.recipeCount)}</span>
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
          {open ? 'Hide recipes' : 'Show recipes'}
          <VisuallyHidden> in {collection.title}</VisuallyHidden>
        </Button>
        <Button type="button" $size="sm" $variant="secondary" onClick={() => props.onEdit(collection)}>
          Edit{name}
        </Button>
        <Button type="button" $size="sm" $variant="danger" onClick={() => props.onDelete(collection)}>
          Delete{name}
        </Button>
        {collection.visibility === 'public' && (
          <ButtonLink $size="sm" $variant="ghost" to={collectionPagePath(collection._id)}>
            View public page<VisuallyHidden> of {collection.title}</VisuallyHidden>
          </ButtonLink>
        )}
      </Actions>
      {open && <CollectionRecipes id={recipesId} collection={collection} />}
    </Panel>
  );
}
