import { IMAGE_WIDTHS, type ImageWidth, type UploadedImage } from '@forkful/domain';
import { ForbiddenException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import pLimit from 'p-limit';
import type { Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { absoluteImageUrl } from '../common/own-image-url';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { MetricsService } from '../observability/metrics.service';
import { ImageFormat, processUpload } from './image-processing';
import { ImageStore } from './image-store.service';
import type { ImageRendition } from './schemas/image.schema';

export const IMAGE_NOT_FOUND = 'Image not found';
export const PROCESSING_BUSY = 'Too many photos are being processed right now; please try again in a few seconds';

/** Uploads waiting for the processor beyond this are refused (503) rather than queued past the request's time limit. */
const MAX_WAITING_UPLOADS = 4;

/** The path a recipe stores for an uploaded image (our own images are stored as paths: common/own-image-url.ts). */
export const imagePathOf = (id: Types.ObjectId | string) => `/images/${String(id)}`;

/** A rendition and its bytes, as GET /images/{id} sends it. */
export interface ServedRendition {
  rendition: ImageRendition;
  read(): Promise<Buffer | null>;
}

/** Uploading, serving and deleting photos; only the uploader deletes. */
@Injectable()
export class ImagesService {
  /** One photo decoded at a time per process: a 12 MP decode and its encodes already keep both cores busy. */
  private readonly processing = pLimit(1);

  constructor(
    private readonly store: ImageStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly metrics: MetricsService,
  ) {}

  async upload(file: Buffer, user: AuthUser): Promise<UploadedImage> {
    if (this.processing.pendingCount >= MAX_WAITING_UPLOADS) throw new ServiceUnavailableException(PROCESSING_BUSY);
    const processed = await this.processing(() => this.metrics.photoProcessing(() => processUpload(file)));
    const id = (await this.store.save(user.uid, processed)).toHexString();
    return { id, url: absoluteImageUrl(imagePathOf(id), this.config.publicUrl) };
  }

  /**
   * The rendition for a requested width (default the largest) in a format: the photo's own width stands in for
   * widths it does not reach (never upscaled).
   */
  async rendition(id: Types.ObjectId, width: ImageWidth | undefined, format: ImageFormat): Promise<ServedRendition> {
    const image = await this.store.find(id);
    if (!image) throw new NotFoundException(IMAGE_NOT_FOUND);
    const wanted = Math.min(width ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], image.width);
    const rendition = image.renditions.find((r) => r.format === format && r.width === wanted);
    if (!rendition) throw new NotFoundException(IMAGE_NOT_FOUND);
    return { rendition, read: () => this.store.read(rendition) };
  }

  async remove(id: Types.ObjectId, user: AuthUser): Promise<void> {
    const image = await this.store.find(id);
    if (!image) throw new NotFoundException(IMAGE_NOT_FOUND);
    if (image.ownerUid !== user.uid) throw new ForbiddenException('You can only delete your own photos');
    await this.store.remove(image);
  }
}
