import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { Connection, Model, mongo, Types } from 'mongoose';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import type { ProcessedImage } from './image-processing';
import { Image, ImageRendition } from './schemas/image.schema';

/** The GridFS bucket of the renditions' bytes: collections `images.files` and `images.chunks`. */
export const IMAGE_BUCKET = 'images';

export type StoredImage = Pick<Image, '_id' | 'ownerUid' | 'width' | 'height' | 'renditions'>;

const strongEtag = (data: Buffer) => `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;

/**
 * Uploaded photos in MongoDB: one `images` document each (owner, renditions) and every rendition's bytes as a file in
 * a GridFS bucket of the driver mongoose uses, so the embedded database and a real MongoDB both hold them, and a
 * backup of the database holds the photos too.
 */
@Injectable()
export class ImageStore {
  /**
   * Recently served renditions' bytes by file id, at most IMAGE_CACHE_MAX_BYTES: a file never changes, so an entry is
   * never stale, and GET /images/{id} still reads the image's document first, so a deleted photo is not served.
   */
  private readonly bytes: LRUCache<string, Buffer> | null;

  constructor(
    @InjectModel(Image.name) private readonly images: Model<Image>,
    @InjectConnection() private readonly connection: Connection,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    const maxSize = config.imageCacheMaxBytes;
    this.bytes = maxSize ? new LRUCache<string, Buffer>({ maxSize, sizeCalculation: (data) => Math.max(1, data.length) }) : null;
  }

  private get bucket(): mongo.GridFSBucket {
    return new mongo.GridFSBucket(this.connection.db as mongo.Db, { bucketName: IMAGE_BUCKET });
  }

  /** Writes the renditions, then the document that makes them visible; a failure part-way removes what was written. */
  async save(ownerUid: string, processed: ProcessedImage): Promise<Types.ObjectId> {
    const _id = new Types.ObjectId();
    const bucket = this.bucket;
    const renditions: ImageRendition[] = [];
    try {
      for (const { width, height, format, data } of processed.renditions) {
        const upload = bucket.openUploadStream(`${_id.toHexString()}-${width}.${format}`, {
          contentType: `image/${format}`,
          metadata: { imageId: _id, ownerUid, width, height, format },
        });
        await new Promise<void>((resolve, reject) => {
          upload.once('finish', () => resolve()).once('error', reject);
          upload.end(data);
        });
        renditions.push({ width, height, format, fileId: upload.id as Types.ObjectId, bytes: data.length, etag: strongEtag(data) });
      }
      await this.images.create({ _id, ownerUid, width: processed.width, height: processed.height, renditions, unusedSince: new Date() });
    } catch (error) {
      await this.deleteFiles(renditions);
      throw error;
    }
    return _id;
  }

  find(id: Types.ObjectId): Promise<StoredImage | null> {
    return this.images.findById(id, { ownerUid: 1, width: 1, height: 1, renditions: 1 }).lean<StoredImage>();
  }

  /** A rendition's bytes; null when its file is gone (removed between reading the document and the file). */
  async read(rendition: ImageRendition): Promise<Buffer | null> {
    const key = rendition.fileId.toHexString();
    const cached = this.bytes?.get(key);
    if (cached) return cached;
    const data = await this.readFile(rendition);
    // A rendition larger than the whole budget is simply not kept (the library refuses it).
    if (data) this.bytes?.set(key, data);
    return data;
  }

  private async readFile(rendition: ImageRendition): Promise<Buffer | null> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of this.bucket.openDownloadStream(rendition.fileId)) chunks.push(chunk as Buffer);
    } catch (error) {
      // The driver's GridFS errors say so in their message (FileNotFound, ChunkIsMissing).
      if (error instanceof mongo.MongoError && /^(FileNotFound|ChunkIsMissing)/.test(error.message)) return null;
      throw error;
    }
    return Buffer.concat(chunks);
  }

  /** Files first, then the document: a crash in between leaves a document the next removal finishes. */
  async remove(image: StoredImage): Promise<void> {
    await this.deleteFiles(image.renditions);
    await this.images.deleteOne({ _id: image._id });
  }

  private async deleteFiles(renditions: Pick<ImageRendition, 'fileId'>[]): Promise<void> {
    const bucket = this.bucket;
    for (const { fileId } of renditions) {
      this.bytes?.delete(fileId.toHexString());
      await bucket.delete(fileId).catch((error: unknown) => {
        if (!(error instanceof mongo.MongoRuntimeError) || !/not found/i.test(error.message)) throw error;
      });
    }
  }
}
