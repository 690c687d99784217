import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import type { ImageFormat } from '../image-processing';

/** One stored rendition: its file in the GridFS bucket and what GET /images/{id} answers with. */
@Schema({ _id: false })
export class ImageRendition {
  @Prop({ type: Number, required: true })
  width: number;

  @Prop({ type: Number, required: true })
  height: number;

  @Prop({ type: String, required: true, enum: ['webp', 'avif'] })
  format: ImageFormat;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  fileId: Types.ObjectId;

  @Prop({ type: Number, required: true })
  bytes: number;

  /** A strong ETag (quoted), the hash of the bytes. */
  @Prop({ type: String, required: true })
  etag: string;
}
const ImageRenditionSchema = SchemaFactory.createForClass(ImageRendition);

export type ImageDocument = HydratedDocument<Image>;

/** An uploaded photo: who owns it and its renditions (the bytes are in the `images` GridFS bucket). */
@Schema({ collection: 'images', timestamps: { createdAt: true, updatedAt: false } })
export class Image {
  _id: Types.ObjectId;

  /** The Firebase account that uploaded it: the only one that may delete it. */
  @Prop({ type: String, required: true })
  ownerUid: string;

  /** Of the largest rendition. */
  @Prop({ type: Number, required: true })
  width: number;

  @Prop({ type: Number, required: true })
  height: number;

  @Prop({ type: [ImageRenditionSchema], required: true })
  renditions: ImageRendition[];

  /**
   * Since when no recipe is known to use it: set at upload and whenever a recipe lets go of it (deleted, or its image
   * replaced); null once the sweep found a recipe using it. Past the grace period the sweep removes it.
   */
  @Prop({ type: Date, default: null })
  unusedSince: Date | null;

  createdAt: Date;
}

export const ImageSchema = SchemaFactory.createForClass(Image);
ImageSchema.index({ unusedSince: 1 });
ImageSchema.index({ ownerUid: 1 });
