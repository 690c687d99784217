import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { Model, Types } from 'mongoose';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { RecipeImageReleases } from '../recipes/recipe-image-releases';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { ImageStore, StoredImage } from './image-store.service';
import { imagePathOf } from './images.service';
import { Image } from './schemas/image.schema';

/** Photos looked at per sweep: the work of one pass stays bounded whatever piles up. */
const SWEEP_BATCH = 100;
const UPLOADED_PATH = /^\/images\/([0-9a-f]{24})$/;

/**
 * Removes uploaded photos no recipe uses once they have been unused for IMAGE_UNUSED_GRACE_MS: a form abandoned after
 * its upload, a recipe deleted, an image replaced. The grace period lets a cook undo a change, and lets a form that is
 * still open finish. A photo a recipe uses is never removed: the sweep asks the recipes before each removal.
 */
@Injectable()
export class UnusedImagesSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(UnusedImagesSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectModel(Image.name) private readonly images: Model<Image>,
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    private readonly store: ImageStore,
    releases: RecipeImageReleases,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    releases.onReleased((image) => this.released(image));
  }

  onApplicationBootstrap(): void {
    if (!this.config.imageSweepIntervalMs) return;
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn(`The unused photos' sweep failed: ${String(error)}`));
    }, this.config.imageSweepIntervalMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** A recipe let go of an image: if it is one of ours, its grace period starts now (another recipe may still use it). */
  async released(image: string): Promise<void> {
    const id = UPLOADED_PATH.exec(image)?.[1];
    if (id) await this.images.updateOne({ _id: new Types.ObjectId(id) }, { $set: { unusedSince: new Date() } });
  }

  /** One pass: photos unused past the grace period are removed, or kept (and no longer counted unused) if a recipe uses them. */
  async sweep(now = Date.now()): Promise<{ removed: number; inUse: number }> {
    const cutoff = new Date(now - this.config.imageUnusedGraceMs);
    const candidates = await this.images
      .find({ unusedSince: mongoose.trusted({ $lte: cutoff }) }, { ownerUid: 1, width: 1, height: 1, renditions: 1, unusedSince: 1 })
      .sort({ unusedSince: 1 })
      .limit(SWEEP_BATCH)
      .lean<Array<StoredImage & { unusedSince: Date }>>();
    if (!candidates.length) return { removed: 0, inUse: 0 };
    const paths = candidates.map((image) => imagePathOf(image._id));
    const used = new Set<string>(await this.recipes.distinct('image', { image: mongoose.trusted({ $in: paths }) }));
    let removed = 0;
    for (const image of candidates) {
      if (used.has(imagePathOf(image._id))) {
        await this.images.updateOne({ _id: image._id, unusedSince: image.unusedSince }, { $set: { unusedSince: null } });
      } else {
        await this.store.remove(image);
        removed++;
      }
    }
    return { removed, inUse: candidates.length - removed };
  }
}
