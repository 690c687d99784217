/** The API's usage through mongoose 8: the same assertions hold on the embedded server and on a real MongoDB. */
import mongoose, { Schema, Types } from 'mongoose';
import { startTarget, Target } from './helpers';

let target: Target;
let conn: mongoose.Connection;

const recipeSchema = new Schema(
  {
    title: { type: String, required: true },
    cuisineType: { type: String, enum: ['Italian', 'Mexican', 'Bangladeshi', 'Chinese', 'Others'] },
    prepTime: Number,
    categories: [String],
    likeCount: { type: Number, default: 0 },
    authorEmail: String,
  },
  { timestamps: true },
);
recipeSchema.index({ cuisineType: 1, title: 1 });
recipeSchema.index({ likeCount: -1 });
const likeSchema = new Schema({ recipeId: { type: Schema.Types.ObjectId, required: true }, userUid: { type: String, required: true } });
likeSchema.index({ recipeId: 1, userUid: 1 }, { unique: true });

beforeAll(async () => {
  target = await startTarget('mongoose');
  conn = await mongoose.createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
});

afterAll(async () => {
  await conn?.close();
  await target?.close();
});

describe('mongoose 8 models', () => {
  it('builds the schema indexes, including the unique compound index', async () => {
    const Recipe = conn.model('Recipe', recipeSchema);
    const Like = conn.model('Like', likeSchema);
    await Recipe.init();
    await Like.init();
    const likeIndexes = await Like.collection.listIndexes().toArray();
    expect(likeIndexes.find((i) => i.name === 'recipeId_1_userUid_1')).toMatchObject({ key: { recipeId: 1, userUid: 1 }, unique: true });
    const names = (await conn.db!.listCollections().toArray()).map((c) => c.name).sort();
    expect(names).toEqual(expect.arrayContaining(['likes', 'recipes']));
    expect(await Recipe.diffIndexes()).toEqual({ toDrop: [], toCreate: [] });
  });

  it('creates, lists, pages, counts and searches recipes', async () => {
    const Recipe = conn.model('Recipe');
    const created = await Recipe.create({ title: 'Pasta', cuisineType: 'Italian', prepTime: 20, categories: ['Dinner'], authorEmail: 'a@x.io' });
    expect(created._id).toBeInstanceOf(Types.ObjectId);
    expect(created.likeCount).toBe(0);
    await Recipe.insertMany(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Recipe ${String(i).padStart(2, '0')}`,
        cuisineType: ['Italian', 'Mexican', 'Chinese'][i % 3],
        prepTime: 10 + i,
        likeCount: i % 7,
        authorEmail: i % 2 ? 'a@x.io' : 'b@x.io',
      })),
    );
    const page2 = await Recipe.find({ cuisineType: 'Italian' }).sort({ title: 1 }).skip(3).limit(3).select('title prepTime').lean();
    expect(page2.map((r) => r.title)).toEqual(['Recipe 06', 'Recipe 09', 'Recipe 12']);
    expect(Object.keys(page2[0]).sort()).toEqual(['_id', 'prepTime', 'title']);
    expect(await Recipe.countDocuments({ cuisineType: 'Italian' })).toBe(11);
    expect(await Recipe.estimatedDocumentCount()).toBe(31);
    const byPrep = await Recipe.find({}).sort({ prepTime: -1 }).limit(2).lean();
    expect(byPrep.map((r) => r.prepTime)).toEqual([39, 38]);
    const top = await Recipe.find().sort({ likeCount: -1, _id: 1 }).limit(4).lean();
    expect(top.every((r) => r.likeCount === 6)).toBe(true);
    const search = await Recipe.find({ title: { $regex: 'PASTA', $options: 'i' } }).lean();
    expect(search.map((r) => r.title)).toEqual(['Pasta']);
    const mine = await Recipe.find({ authorEmail: 'a@x.io', cuisineType: { $ne: 'Chinese' } }).countDocuments();
    expect(mine).toBe(11);
    const either = await Recipe.countDocuments({ $or: [{ cuisineType: 'Mexican' }, { prepTime: { $lt: 12 } }] });
    expect(either).toBe(11);
    const [stats] = await Recipe.aggregate([{ $group: { _id: null, totalLikes: { $sum: '$likeCount' }, n: { $sum: 1 } } }]);
    expect(stats).toEqual({ _id: null, totalLikes: [...Array(30).keys()].reduce((s, i) => s + (i % 7), 0), n: 31 });
  });

  it('likes with findOneAndUpdate $inc new:true and the unique like index', async () => {
    const Recipe = conn.model('Recipe');
    const Like = conn.model('Like');
    const recipe = await Recipe.findOne({ title: 'Pasta' });
    await Like.create({ recipeId: recipe!._id, userUid: 'user-1' });
    const err = await Like.create({ recipeId: recipe!._id, userUid: 'user-1' }).catch((e) => e);
    expect(err.name).toBe('MongoServerError');
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ recipeId: 1, userUid: 1 });
    expect(err.keyValue).toEqual({ recipeId: recipe!._id, userUid: 'user-1' });
    const updated = await Recipe.findOneAndUpdate({ _id: recipe!._id }, { $inc: { likeCount: 1 } }, { new: true });
    expect(updated!.likeCount).toBe(1);
    const raw = await Recipe.findOneAndUpdate({ _id: recipe!._id }, { $inc: { likeCount: 1 } }, { new: true, includeResultMetadata: true });
    expect(raw.ok).toBe(1);
    expect(raw.value!.likeCount).toBe(2);
    expect(raw.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
    const missing = await Recipe.findOneAndUpdate({ _id: new Types.ObjectId() }, { $inc: { likeCount: 1 } }, { new: true });
    expect(missing).toBeNull();
    expect((await Recipe.findById(recipe!._id))!.likeCount).toBe(2);
  });

  it('updates and deletes with the result shapes mongoose returns', async () => {
    const Recipe = conn.model('Recipe');
    const one = await Recipe.updateOne({ title: 'Pasta' }, { $set: { prepTime: 25 } });
    expect(one).toMatchObject({ acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    const many = await Recipe.updateMany({ cuisineType: 'Chinese' }, { $set: { prepTime: 5 } });
    expect(many.matchedCount).toBe(10);
    const upsert = await Recipe.updateOne({ title: 'New one' }, { $setOnInsert: { cuisineType: 'Others', prepTime: 3 } }, { upsert: true });
    expect(upsert.upsertedCount).toBe(1);
    expect(upsert.upsertedId).toBeInstanceOf(Types.ObjectId);
    const del = await Recipe.deleteOne({ _id: upsert.upsertedId });
    expect(del).toMatchObject({ acknowledged: true, deletedCount: 1 });
    const delMany = await Recipe.deleteMany({ cuisineType: 'Chinese' });
    expect(delMany.deletedCount).toBe(10);
    const doc = await Recipe.findOne({ title: 'Pasta' });
    doc!.title = 'Pasta al forno';
    await doc!.save();
    expect(await Recipe.exists({ title: 'Pasta al forno' })).toBeTruthy();
  });

  it('accepts sessions (lsid) without transactions', async () => {
    const Recipe = conn.model('Recipe');
    const session = await conn.startSession();
    try {
      const n = await Recipe.countDocuments({}).session(session);
      const found = await Recipe.find({ cuisineType: 'Italian' }).session(session).lean();
      expect(found.length).toBeLessThanOrEqual(n);
      await Recipe.create([{ title: 'With session', cuisineType: 'Others' }], { session });
      expect(await Recipe.countDocuments({}).session(session)).toBe(n + 1);
    } finally {
      await session.endSession();
    }
  });
});
