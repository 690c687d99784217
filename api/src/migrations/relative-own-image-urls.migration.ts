import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { AnyBulkWriteOperation, Model, Types } from 'mongoose';
import { storedImagePath } from '../common/own-image-url';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { Migration } from './migration';

/** Recipes read and rewritten per round: each query stays small, whatever the collection's size. */
const BATCH = 500;

/**
 * Our own images are stored as paths (`/images/...`) and made absolute when sent. Recipes whose image is an absolute
 * URL of ours that an earlier start wrote (a local host on another port, or this host on another port:
 * storedImagePath decides) get the path, so the image follows the API to its current address. Also, the photos'
 * sweep knows an uploaded photo is in use by its path only.
 *
 * updatedAt is kept: the recipe's content did not change.
 */
@Injectable()
export class RelativeOwnImageUrls implements Migration {
  readonly name = '2026-11-27-relative-own-image-urls';
  private readonly logger = new Logger('Migrations');

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async up(): Promise<void> {
    let after: Types.ObjectId | null = null;
    let rewritten = 0;
    for (;;) {
      // sanitizeFilter would neutralise the operators; they are ours.
      const filter: Record<string, unknown> = { image: mongoose.trusted({ $regex: '^https?://', $options: 'i' }) };
      if (after) filter._id = mongoose.trusted({ $gt: after });
      const batch = await this.recipes.find(filter, { image: 1 }).sort({ _id: 1 }).limit(BATCH).lean<Array<{ _id: Types.ObjectId; image: string }>>();
      if (!batch.length) break;
      after = batch[batch.length - 1]._id;
      const writes: AnyBulkWriteOperation<Recipe>[] = [];
      for (const { _id, image } of batch) {
        const path = storedImagePath(image, this.config.publicUrl);
        // The filter names the old image too: a recipe edited meanwhile keeps its new one.
        if (path !== image) writes.push({ updateOne: { filter: { _id, image }, update: { $set: { image: path } }, timestamps: false } });
      }
      if (writes.length) rewritten += (await this.recipes.bulkWrite(writes, { ordered: false })).modifiedCount;
    }
    if (rewritten) this.logger.log(`Stored ${rewritten} recipe image URL(s) of ours as paths`);
  }
}
