import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { API_PATHS, type PlanDate } from '@forkful/domain';
import type { Model } from 'mongoose';
import { RecipeCache } from '../../recipes/cache/recipe-cache';
import type { RecipeChange } from '../../recipes/cache/recipe-change';
import { PLAN_DATE_PATTERN } from '../plan-dates';
import { PlanEntry } from '../schemas/plan-entry.schema';
import { AccountReads } from './account-reads';
import type { AccountReadSource } from './account-read-hooks';
import { accountChangePipeline, accountOfChange, CollectionChanges } from '../../database/collection-changes';

/** The recipe fields a plan entry shows (PLANNED_RECIPE_PROJECTION). */
const SHOWN_RECIPE_FIELDS: readonly string[] = ['title', 'image', 'imageAlt', 'servings'];

/**
 * Whether a recipe change can alter a cached plan: a deletion (the entry shows "removed"), an insertion (a recipe
 * restored under its id would no longer be removed), an update of a field an entry shows, or anything unknown.
 */
export function changesPlannedRecipes(change: RecipeChange): boolean {
  if (change.kind !== 'updated') return true;
  return change.fields === null || change.fields.some((field) => SHOWN_RECIPE_FIELDS.includes(field));
}

/**
 * GET /meal-plan's answers per account and range (AccountReads). Dropped for the account by its own writes
 * (MealPlansService) and, for every process's writes, through the plan entries' change stream: an insert or update
 * names its account (updateLookup); a delete names only the entry's id, so it drops every cached plan (deletes are
 * rare beside reads; a map of entry ids to accounts would be memory for little). Every cached plan also goes when a
 * recipe an entry shows changes (RecipeCache's changes: this process's writes and the recipes change stream). Plans are
 * cached only while both streams run.
 */
@Injectable()
export class PlanReadCache implements OnApplicationBootstrap, OnModuleDestroy {
  /** GET /meal-plan's answers, as the JSON bytes sent. */
  readonly reads = new AccountReads<Buffer>();
  private readonly changes: CollectionChanges;
  private entriesFollowed = false;
  private readonly onRecipeChange = (change: RecipeChange) => this.recipeChanged(change);

  constructor(
    @InjectModel(PlanEntry.name) entries: Model<PlanEntry>,
    private readonly recipeCache: RecipeCache,
  ) {
    this.changes = new CollectionChanges(() => entries.db.db!.collection(entries.collection.collectionName), accountChangePipeline(), { fullDocument: 'updateLookup' }, {
      following: (on) => {
        this.entriesFollowed = on;
        this.reads.setFollowing(this.followsAll);
      },
      changed: (event) => {
        const uid = accountOfChange(event);
        if (uid === undefined) this.reads.dropAll();
        else this.reads.dropAccount(uid);
      },
    });
    recipeCache.on('changed', this.onRecipeChange);
  }

  onApplicationBootstrap(): Promise<void> {
    return this.changes.open();
  }

  async onModuleDestroy(): Promise<void> {
    this.recipeCache.off('changed', this.onRecipeChange);
    await this.changes.close();
  }

  static key(from: PlanDate, to: PlanDate): string {
    return `${from}/${to}`;
  }

  /** GET /meal-plan?from&to for the hook that serves kept reads before Nest: a query of exactly those two dates. */
  readonly source: AccountReadSource = {
    path: API_PATHS.mealPlan,
    keyOf: (query) => {
      const from = query.get('from');
      const to = query.get('to');
      if ([...query.keys()].length !== 2 || !from || !to || !PLAN_DATE_PATTERN.test(from) || !PLAN_DATE_PATTERN.test(to)) return null;
      return PlanReadCache.key(from, to);
    },
    get: (uid, key) => this.reads.peek(uid, key),
    countHit: () => this.reads.countHit(),
  };

  private get followsAll(): boolean {
    return this.entriesFollowed && this.recipeCache.following;
  }

  private recipeChanged(change: RecipeChange): void {
    // The recipes stream stopping or starting is reported as a change of everything, after its state is set.
    if (this.reads.following !== this.followsAll) this.reads.setFollowing(this.followsAll);
    else if (changesPlannedRecipes(change)) this.reads.dropAll();
  }
}
