import { IMPORT_MESSAGES, type RecipeDraft, type UploadedImage } from '@forkful/domain';
import { readSchemaOrgRecipe } from '@forkful/domain/schema-org';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { ImagesService } from '../images/images.service';
import { SafeFetcher } from '../safe-fetch/safe-fetcher';
import { readRecipePage } from './page-reader/read-recipe-page';

/**
 * A recipe from a web page: the page is fetched safely, its schema.org recipes read (JSON-LD, else microdata) and the
 * first one that makes a recipe becomes the draft. Nothing is saved: the cook reviews the draft in the Add Recipe
 * form, and only the photo is fetched again, and stored, when they save (photo()).
 */
@Injectable()
export class PageImportService {
  constructor(
    private readonly fetcher: SafeFetcher,
    private readonly images: ImagesService,
  ) {}

  async draftFrom(url: string): Promise<RecipeDraft> {
    const page = await this.fetcher.fetchPage(url);
    for (const node of readRecipePage(page.body, page.charset)) {
      const read = readSchemaOrgRecipe(node, page.url);
      // The Source is the page the cook imported (after redirects), not the address the page claims for itself.
      if ('draft' in read) return { ...read.draft, sourceUrl: page.url };
    }
    throw new UnprocessableEntityException(IMPORT_MESSAGES.noRecipe);
  }

  /** An imported page's photo, through the same fetcher and the uploads' pipeline (metadata stripped, renditions). */
  async photo(url: string, user: AuthUser): Promise<UploadedImage> {
    const image = await this.fetcher.fetchImage(url);
    return this.images.upload(image.body, user);
  }
}
