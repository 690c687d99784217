import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MEAL_PLAN_LIMITS, type MealPlanEntry, type MealPlanRange, type PlanDate } from '@forkful/domain';
import mongoose, { type ClientSession, Model, Types } from 'mongoose';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { RECIPE_NOT_FOUND } from '../recipes/recipe-ownership';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { jsonBytes } from '../common/json-bytes';
import { PlanReadCache } from './cache/plan-read-cache';
import { DayCapacity } from './day-capacity';
import type { EntryChangeDto } from './dto/entry-change.dto';
import type { NewEntryDto } from './dto/new-entry.dto';
import { ENTRY_NOT_FOUND, type EntryId } from './entry-id.pipe';
import { checkPlanDate, checkPlanRange } from './plan-dates';
import { defaultServingsOf, liveRecipesOf, LiveRecipe, PLANNED_RECIPE_PROJECTION, planOrder, StoredEntry, toEntryView } from './planned-recipes';
import { PlanEntry } from './schemas/plan-entry.schema';

/** The most entries a range can hold: bounds every read of one. */
const RANGE_ENTRIES_MAX = MEAL_PLAN_LIMITS.rangeDays * MEAL_PLAN_LIMITS.entriesPerDay;

/**
 * The meal plan: every call keyed by the caller's token uid; another cook's entry is unknown (404), never shown. An
 * entry keeps its recipe's title and picture from when it was planned, shown once the recipe is deleted (removed).
 */
@Injectable()
export class MealPlansService {
  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @InjectModel(PlanEntry.name) private readonly entries: Model<PlanEntry>,
    private readonly dayCapacity: DayCapacity,
    private readonly readCache: PlanReadCache,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * The caller's entries from..to, both included, with their live recipes (one query for all of them), as the JSON
   * GET /meal-plan sends: kept in this process while nothing that can change it happens (PlanReadCache).
   */
  async rangeJson(uid: string, from: PlanDate, to: PlanDate): Promise<Buffer> {
    checkPlanRange(from, to);
    const { reads } = this.readCache;
    const key = PlanReadCache.key(from, to);
    const cached = reads.get(uid, key);
    if (cached) return cached;
    const since = reads.start();
    const json = jsonBytes(await this.range(uid, from, to));
    reads.keep(uid, key, json, since);
    return json;
  }

  /** The caller's entries of a checked range, with their live recipes, read from the database. */
  private async range(uid: string, from: PlanDate, to: PlanDate): Promise<MealPlanRange> {
    const stored = await this.storedEntries(uid, from, to);
    const recipes = await liveRecipesOf(this.recipes, stored);
    return { from, to, entries: stored.map((entry) => toEntryView(entry, recipes.get(String(entry.recipeId)), this.config.publicUrl)) };
  }

  /** The caller's stored entries of a checked range, in the plan's order (also what the shopping list is built from). */
  async storedEntries(uid: string, from: PlanDate, to: PlanDate): Promise<StoredEntry[]> {
    const found = await this.entries
      .find({ uid, date: mongoose.trusted({ $gte: from, $lte: to }) })
      .limit(RANGE_ENTRIES_MAX)
      .lean<StoredEntry[]>();
    return found.sort(planOrder);
  }

  add(uid: string, input: NewEntryDto): Promise<MealPlanEntry> {
    return this.writing(uid, () => this.addEntry(uid, input));
  }

  /** Moves the entry (date, meal) or changes its servings or note; moving into a full day is refused (400). */
  change(uid: string, id: EntryId, change: EntryChangeDto): Promise<MealPlanEntry> {
    return this.writing(uid, () => this.changeEntry(uid, id, change));
  }

  remove(uid: string, id: EntryId): Promise<void> {
    return this.writing(uid, async () => {
      const { deletedCount } = await this.entries.deleteOne({ _id: id, uid });
      if (!deletedCount) throw new NotFoundException(ENTRY_NOT_FOUND);
    });
  }

  /** A write of the cook's plan: their cached reads go once it is done (or failed), before its answer is sent. */
  private async writing<T>(uid: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.readCache.reads.dropAccount(uid);
    }
  }

  private async addEntry(uid: string, input: NewEntryDto): Promise<MealPlanEntry> {
    checkPlanDate(input.date, 'date');
    const recipeId = new Types.ObjectId(input.recipeId);
    const recipe = await this.recipes.findById(recipeId, PLANNED_RECIPE_PROJECTION).lean<LiveRecipe>();
    if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
    const entry: StoredEntry = {
      _id: new Types.ObjectId(),
      uid,
      date: input.date,
      meal: input.meal,
      recipeId,
      servings: input.servings ?? defaultServingsOf(recipe),
      note: input.note ?? '',
      title: recipe.title,
      image: recipe.image ?? '',
      ...(recipe.imageAlt ? { imageAlt: recipe.imageAlt } : {}),
      createdAt: new Date(),
    };
    await this.dayCapacity.withRoom(uid, input.date, (session) => this.entries.create([entry], { session }));
    return toEntryView(entry, recipe, this.config.publicUrl);
  }

  private async changeEntry(uid: string, id: EntryId, change: EntryChangeDto): Promise<MealPlanEntry> {
    if (change.date !== undefined) checkPlanDate(change.date, 'date');
    const entry = await this.entries.findOne({ _id: id, uid }, { date: 1 }).lean<Pick<StoredEntry, 'date'>>();
    if (!entry) throw new NotFoundException(ENTRY_NOT_FOUND);
    const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    const update = (session?: ClientSession) =>
      this.entries.findOneAndUpdate({ _id: id, uid }, { $set: set }, { new: true, session }).lean<StoredEntry>();
    const moved = change.date !== undefined && change.date !== entry.date;
    const updated = moved ? await this.dayCapacity.withRoom(uid, change.date!, update) : await update();
    if (!updated) throw new NotFoundException(ENTRY_NOT_FOUND); // removed meanwhile
    const recipe = await this.recipes.findById(updated.recipeId, PLANNED_RECIPE_PROJECTION).lean<LiveRecipe>();
    return toEntryView(updated, recipe ?? undefined, this.config.publicUrl);
  }
}
