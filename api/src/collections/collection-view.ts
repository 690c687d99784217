import {
  ANONYMOUS_AUTHOR_NAME, RECIPE_LIMITS, type Collection, type CollectionRecipe, type CollectionSummary,
} from '@forkful/domain';
import type { Types } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import { StoredRecipe, toRecipeView } from '../recipes/recipe-view';
import type { RecipeCollection } from './schemas/recipe-collection.schema';

/** A stored collection as the reads load it (a lean document). */
export type StoredCollection = Pick<
  RecipeCollection,
  '_id' | 'ownerUid' | 'ownerName' | 'title' | 'description' | 'visibility' | 'hidden' | 'recipeIds' | 'createdAt' | 'updatedAt'
>;

/** A collection as the lists read it: its recipes' count and first id, not every id (LISTED_COLLECTION). */
export type ListedCollection = Omit<StoredCollection, 'recipeIds'> & {
  recipeCount: number;
  firstRecipeId?: Types.ObjectId;
  /** Only when a list asks whether a recipe is in it. */
  contains?: boolean;
};

/** The $project of a list: the summary's stored fields, the count and first recipe (and whether `containing` is in it). */
export function listedCollection(containing?: Types.ObjectId): Record<string, unknown> {
  return {
    ownerUid: 1,
    ownerName: 1,
    title: 1,
    description: 1,
    visibility: 1,
    hidden: 1,
    createdAt: 1,
    updatedAt: 1,
    recipeCount: { $size: '$recipeIds' },
    firstRecipeId: { $arrayElemAt: ['$recipeIds', 0] },
    ...(containing ? { contains: { $in: [containing, '$recipeIds'] } } : {}),
  };
}

/** A whole stored collection in the lists' shape. */
export function asListed({ recipeIds, ...collection }: StoredCollection): ListedCollection {
  return { ...collection, recipeCount: recipeIds.length, firstRecipeId: recipeIds[0] };
}

/** What a summary shows besides the stored fields: read from the recipes and the caller. */
export interface SummaryExtras {
  /** The caller owns it: only then is `hidden` shown. */
  owner: boolean;
  coverImage?: string;
}

/** The recipe fields a collection's cards show (CARD_FIELDS), and those the shown rating comes from; never an email. */
export const CARD_PROJECTION = {
  title: 1,
  image: 1,
  imageAlt: 1,
  cuisineType: 1,
  prepTime: 1,
  authorName: 1,
  authorUid: 1,
  ratingCount: 1,
  ratingSum: 1,
} as const;

const CARD_FIELDS = ['_id', 'title', 'image', 'imageAlt', 'cuisineType', 'prepTime', 'authorName', 'authorUid', 'ratingAverage', 'ratingCount'] as const;

/** A recipe's card in a collection: the recipes' own view (absolute image, rating), cut to the card's fields. */
export function toCollectionRecipe(recipe: StoredRecipe, publicUrl: string): CollectionRecipe {
  const view = toRecipeView(recipe, publicUrl);
  const card: Partial<Record<(typeof CARD_FIELDS)[number], unknown>> = {};
  for (const field of CARD_FIELDS) if (view[field] !== undefined) card[field] = view[field];
  return card as CollectionRecipe;
}

export function toCollectionSummary(collection: ListedCollection, extras: SummaryExtras): CollectionSummary {
  return {
    _id: String(collection._id),
    title: collection.title,
    ...(collection.description ? { description: collection.description } : {}),
    visibility: collection.visibility,
    ownerUid: collection.ownerUid,
    ownerName: collection.ownerName,
    recipeCount: collection.recipeCount,
    ...(extras.coverImage ? { coverImage: extras.coverImage } : {}),
    ...(typeof collection.contains === 'boolean' ? { contains: collection.contains } : {}),
    ...(extras.owner ? { hidden: !!collection.hidden } : {}),
    createdAt: collection.createdAt.toISOString(),
    updatedAt: collection.updatedAt.toISOString(),
  };
}

/** The whole collection: its summary (the cover is the first card's image) and its cards in order. */
export function toCollection(collection: StoredCollection, recipes: CollectionRecipe[], owner: boolean): Collection {
  return { ...toCollectionSummary(asListed(collection), { owner, coverImage: recipes[0]?.image || undefined }), recipes };
}

/** The name a collection shows for its owner: the token's display name, else the recipes' name for a cook without one. */
export function ownerNameOf(user: AuthUser): string {
  return (user.name?.trim() || ANONYMOUS_AUTHOR_NAME).slice(0, RECIPE_LIMITS.authorName);
}

/** Whether the caller (null: anonymous) owns the collection. */
export const isOwner = (collection: Pick<StoredCollection, 'ownerUid'>, caller: AuthUser | null): boolean =>
  !!caller && collection.ownerUid === caller.uid;

export const idsEqual = (a: Types.ObjectId, b: Types.ObjectId): boolean => String(a) === String(b);
