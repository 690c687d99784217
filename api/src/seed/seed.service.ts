import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { SAMPLE_RECIPES, SampleRecipe } from './sample-recipes';
import { sampleUser } from './sample-users';

/** The stored form of a sample recipe (its picture is served by this API under /images/recipes/). */
export function sampleRecipeDocument(sample: SampleRecipe, createdAt: Date): Omit<Recipe, '_id'> {
  const author = sampleUser(sample.author);
  return {
    image: `/images/recipes/${sample.slug}.svg`,
    title: sample.title,
    ingredients: sample.ingredients,
    instructions: sample.instructions,
    cuisineType: sample.cuisineType,
    prepTime: sample.prepTime,
    servings: sample.servings,
    categories: [...sample.categories],
    likeCount: sample.likes,
    baseLikeCount: sample.likes,
    authorName: author.displayName,
    authorEmail: author.email,
    authorUid: author.uid,
    createdAt,
    updatedAt: createdAt,
  };
}

/** With SEED_SAMPLE_DATA=true, loads the sample recipes into an empty recipes collection (never into one with data). */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedSampleData) await this.seedIfEmpty();
  }

  /** Returns how many recipes were inserted (0 when the collection already had recipes). */
  async seedIfEmpty(): Promise<number> {
    if ((await this.recipes.countDocuments({}).limit(1)) > 0) return 0;
    // Spread creation times a minute apart so "newest first" has a stable, meaningful order.
    const start = Date.now() - SAMPLE_RECIPES.length * 60_000;
    const documents = SAMPLE_RECIPES.map((sample, index) => sampleRecipeDocument(sample, new Date(start + index * 60_000)));
    await this.recipes.insertMany(documents, { ordered: true });
    this.logger.log(`Seeded ${documents.length} sample recipes`);
    return documents.length;
  }
}
