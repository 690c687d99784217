import {
  IMPORT_LIMITS, IMPORT_MESSAGES, type ImportFileResult, type RecipeDraft, type RefusedFileRecipe,
} from '@forkful/domain';
import { findSchemaOrgRecipes, readSchemaOrgRecipe } from '@forkful/domain/schema-org';
import { BadRequestException, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { AuthUser } from '../auth/auth-user';
import { parseJsonBody } from '../common/json-body';
import { CreateRecipeDto } from '../recipes/dto/create-recipe.dto';
import { RecipeWritesService } from '../recipes/recipe-writes.service';

/** A file's entries: each element of a top-level array, else the one value (a Recipe, an `@graph`...). */
function entriesOf(file: unknown): unknown[] {
  return Array.isArray(file) ? file : [file];
}

/** What the Add Recipe form would send for a draft: the image and the time are required there, so they are here. */
function recipeInputOf(draft: RecipeDraft): { input: Record<string, unknown> } | { reason: string } {
  if (!draft.imageUrl) return { reason: 'It has no photo' };
  if (!draft.prepTime) return { reason: 'It has no preparation time' };
  const { imageUrl, ...fields } = draft;
  return { input: { ...fields, image: imageUrl } };
}

/** The first rule a value breaks, as CreateRecipeDto words it (the same rules as POST /add-recipe). */
async function firstBrokenRule(input: Record<string, unknown>): Promise<string | undefined> {
  const dto = plainToInstance(CreateRecipeDto, input);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true, validationError: { target: false, value: false } });
  const messages = errors.flatMap((error) => Object.values(error.constraints ?? {}));
  return messages[0];
}

/**
 * A file of schema.org recipes (a Forkful export, Mealie's or Tandoor's): each recipe is read like an imported page's,
 * checked by POST /add-recipe's rules and saved as the cook's, or refused with its reason. Its image stays the address
 * the file names (nothing is fetched: a file of 200 recipes must not make the server fetch 200 photos).
 */
@Injectable()
export class FileImportService {
  constructor(private readonly writes: RecipeWritesService) {}

  async importFile(bytes: Buffer, user: AuthUser): Promise<ImportFileResult> {
    const entries = entriesOf(parseJsonBody(bytes.toString('utf8'), 'application/json'));
    if (entries.length > IMPORT_LIMITS.fileMaxRecipes) throw new BadRequestException(IMPORT_MESSAGES.fileTooManyRecipes);
    if (!entries.some((entry) => findSchemaOrgRecipes(entry).length > 0)) throw new BadRequestException(IMPORT_MESSAGES.fileNotRecipes);
    const result: ImportFileResult = { imported: [], refused: [] };
    for (const [index, entry] of entries.entries()) {
      const outcome = await this.importEntry(entry, user);
      if ('id' in outcome) result.imported.push({ index, ...outcome });
      else result.refused.push({ index, ...outcome });
    }
    return result;
  }

  private async importEntry(entry: unknown, user: AuthUser): Promise<{ id: string; title: string } | Omit<RefusedFileRecipe, 'index'>> {
    const recipes = findSchemaOrgRecipes(entry);
    if (recipes.length === 0) return { reason: 'It is not a schema.org Recipe' };
    const read = readSchemaOrgRecipe(recipes[0]);
    if ('reason' in read) return { reason: read.reason };
    const { title } = read.draft;
    const made = recipeInputOf(read.draft);
    if ('reason' in made) return { title, reason: made.reason };
    const broken = await firstBrokenRule(made.input);
    if (broken) return { title, reason: broken };
    const { insertedId } = await this.writes.create(plainToInstance(CreateRecipeDto, made.input), user);
    return { id: String(insertedId), title };
  }
}
