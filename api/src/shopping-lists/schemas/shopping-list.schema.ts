import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** A recipe that needs an item, as it was called when the list was built. */
@Schema({ _id: false, versionKey: false })
export class StoredItemSource {
  @Prop({ type: String, required: true }) recipeId: string;
  @Prop({ type: String, required: true }) title: string;
}

@Schema({ versionKey: false })
export class StoredShoppingItem {
  _id: Types.ObjectId;

  @Prop({ type: String, required: true }) text: string;
  @Prop({ type: Boolean, default: false }) checked: boolean;
  /** Added by the cook: kept when the list is built again. */
  @Prop({ type: Boolean, default: false }) own: boolean;
  /** A built item's merge key (mergeShoppingItems): a rebuild keeps the check, and the id, of an item whose key is still there. */
  @Prop({ type: String }) key?: string;
  @Prop({ type: [SchemaFactory.createForClass(StoredItemSource)], default: [] }) recipes: StoredItemSource[];
}

/**
 * One shopping list per account, its items inside it (at most MEAL_PLAN_LIMITS.itemsPerList): a read is one indexed
 * document, and the limit holds under concurrent adds by a single conditional update. `version` goes up with every
 * write, so that a rebuild, which writes the whole list, replaces only the list it read.
 */
@Schema({ collection: 'shopping_lists', versionKey: false })
export class ShoppingListDoc {
  /** The account whose list it is (the token's uid). */
  @Prop({ type: String, required: true }) uid: string;
  /** The range of days it was last built for; null before the first build. */
  @Prop({ type: String, default: null }) from: string | null;
  @Prop({ type: String, default: null }) to: string | null;
  @Prop({ type: [SchemaFactory.createForClass(StoredShoppingItem)], default: [] }) items: StoredShoppingItem[];
  @Prop({ type: Number, default: 0 }) version: number;
  /** The last change of the list or its items; null until there is one. */
  @Prop({ type: Date, default: null }) updatedAt: Date | null;
}

export const ShoppingListSchema = SchemaFactory.createForClass(ShoppingListDoc);
ShoppingListSchema.index({ uid: 1 }, { unique: true });
