import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { REVIEW_LIMITS } from '@forkful/domain';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

export type ReviewDocument = HydratedDocument<Review>;

/** The recipe author's one reply: created once, its text replaced after (createdAt kept, updatedAt set). */
@Schema({ _id: false, versionKey: false })
export class ReviewReply {
  @Prop({ type: String, required: true, maxlength: REVIEW_LIMITS.replyMax })
  text: string;

  @Prop({ type: Date, required: true })
  createdAt: Date;

  @Prop({ type: Date, required: true })
  updatedAt: Date;
}

const ReviewReplySchema = SchemaFactory.createForClass(ReviewReply);

/**
 * One cook's rating of one recipe, with an optional text (the unique index keeps it one). Its rating is counted in the
 * recipe's rating fields, written in the same transaction (ReviewsService). createdAt orders the pages and stays when
 * the cook changes their review; updatedAt is the cook's last change (a reply does not touch it).
 */
@Schema({ collection: 'reviews', timestamps: true, versionKey: false })
export class Review {
  _id: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  recipeId: Types.ObjectId;

  /** The reviewer's account (the token's uid): their page is /cooks/{authorUid}. */
  @Prop({ type: String, required: true })
  authorUid: string;

  /** The reviewer's display name when they last wrote it (never an email). */
  @Prop({ type: String, required: true })
  authorName: string;

  @Prop({
    type: Number,
    required: true,
    min: REVIEW_LIMITS.ratingMin,
    max: REVIEW_LIMITS.ratingMax,
    validate: { validator: Number.isInteger, message: 'rating must be a whole number' },
  })
  rating: number;

  /** Plain text, trimmed, line breaks kept; empty for a rating alone. Shown as text, never as HTML. */
  @Prop({ type: String, default: '', maxlength: REVIEW_LIMITS.textMax })
  text: string;

  /**
   * Left out of the public pages and their totals (moderation sets it); still counted in the recipe's rating fields,
   * and still its author's. Always stored (false by default): the pages ask for `hidden: false`, an index equality.
   */
  @Prop({ type: Boolean, required: true, default: false })
  hidden: boolean;

  @Prop({ type: ReviewReplySchema })
  reply?: ReviewReply;

  createdAt: Date;
  updatedAt: Date;
}

export const ReviewSchema = SchemaFactory.createForClass(Review);
// One review per cook and recipe (decides concurrent first reviews), and the caller's own review.
ReviewSchema.index({ recipeId: 1, authorUid: 1 }, { unique: true });
// GET /recipes/{id}/reviews: a page is one walk of this index in its order, and its total the size of the
// (recipeId, hidden: false) range, so neither reads more than the page however many reviews the recipe has.
ReviewSchema.index({ recipeId: 1, hidden: 1, createdAt: -1, _id: -1 });
