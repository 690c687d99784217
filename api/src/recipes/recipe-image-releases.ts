import { Injectable, Logger } from '@nestjs/common';

/** Work another feature does when a recipe lets go of its image: the stored image (a URL, or a path of ours). */
export type ImageReleasedHook = (image: string) => Promise<unknown>;

/**
 * Images recipes stop using (the recipe deleted, or its image replaced), for the feature that keeps uploaded photos
 * (images), so that recipes need not know it. A hook's failure is logged, never the request's: the recipe's write
 * already happened, and the images' sweep finds unused photos by itself in the end.
 */
@Injectable()
export class RecipeImageReleases {
  private readonly logger = new Logger(RecipeImageReleases.name);
  private readonly hooks: ImageReleasedHook[] = [];

  onReleased(hook: ImageReleasedHook): void {
    this.hooks.push(hook);
  }

  async released(image: string | undefined): Promise<void> {
    if (!image) return;
    for (const hook of this.hooks) {
      await hook(image).catch((error: unknown) => this.logger.warn(`A released image's hook failed: ${String(error)}`));
    }
  }
}
