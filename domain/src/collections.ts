/**
 * Collections (issue 33): a cook's named lists of recipes, private by default or public. Public ones have a page
 * (/collections/{id}) anyone can open and show on their owner's cook page. Pure.
 */
import type { Recipe } from './recipe';

export const COLLECTION_LIMITS = {
  titleMax: 80,
  descriptionMax: 500,
  /** Collections per cook. */
  perUser: 100,
  /** Recipes per collection. */
  recipesMax: 500,
} as const;

export const COLLECTION_VISIBILITIES = ['private', 'public'] as const;
export type CollectionVisibility = (typeof COLLECTION_VISIBILITIES)[number];

/** A recipe as a collection shows it: a card's fields, never an email. */
export type CollectionRecipe = Pick<Recipe, '_id' | 'title' | 'image' | 'imageAlt' | 'cuisineType' | 'prepTime' | 'authorName' | 'authorUid' | 'ratingAverage' | 'ratingCount'>;

/** A collection without its recipes (lists: "My Collections", a cook's page, the "Add to collection" dialog). */
export interface CollectionSummary {
  _id: string;
  title: string;
  description?: string;
  visibility: CollectionVisibility;
  ownerUid: string;
  ownerName: string;
  recipeCount: number;
  /** The first recipe's image, for a cover. */
  coverImage?: string;
  /** Only in GET /collections?containing={recipeId}: whether that recipe is in it. */
  contains?: boolean;
  /** Only to its owner: hidden from everyone else after reports, until a moderator decides. */
  hidden?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /collections/{id}: the collection and its recipes in the owner's order (deleted recipes have left it). */
export interface Collection extends CollectionSummary {
  recipes: CollectionRecipe[];
}

/** POST /collections. */
export interface NewCollectionInput {
  title: string;
  description?: string;
  /** Default private. */
  visibility?: CollectionVisibility;
}

/** PATCH /collections/{id}: what changes (an empty description removes it). */
export interface CollectionChange {
  title?: string;
  description?: string;
  visibility?: CollectionVisibility;
}

/** PUT /collections/{id}/order: every recipe id of the collection, once each, in the new order. */
export interface CollectionOrderInput {
  recipeIds: string[];
}

export const COLLECTION_MESSAGES = {
  notFound: 'Collection not found',
  tooMany: `You can have at most ${COLLECTION_LIMITS.perUser} collections`,
  full: `A collection holds at most ${COLLECTION_LIMITS.recipesMax} recipes`,
  alreadyIn: 'That recipe is already in this collection',
  notIn: 'That recipe is not in this collection',
  orderMismatch: "The order must list each of the collection's recipes once",
} as const;

/** The public page of a collection. */
export const collectionPagePath = (id: string) => `/collections/${encodeURIComponent(id)}`;
