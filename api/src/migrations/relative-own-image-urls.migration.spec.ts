import { Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Model } from 'mongoose';
import type { ApiConfig } from '../config/api-config';
import type { Recipe } from '../recipes/schemas/recipe.schema';
import { RelativeOwnImageUrls } from './relative-own-image-urls.migration';

describe('RelativeOwnImageUrls (mocked recipes)', () => {
  it('pages through the recipes with absolute images by id, rewriting ours to paths without touching updatedAt', async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const ids = Array.from({ length: 3 }, () => new Types.ObjectId());
    // Two rounds of the batch, the first holding none of ours, then an empty one.
    const rounds = [
      [{ _id: ids[0], image: 'https://cdn.example.com/images/a.jpg' }],
      [{ _id: ids[1], image: 'http://localhost:4123/images/recipes/dal.svg' }, { _id: ids[2], image: 'http://127.0.0.1:4000/images/0123456789abcdef01234567' }],
      [],
    ];
    const filters: unknown[] = [];
    const find = jest.fn((filter: unknown) => {
      filters.push(filter);
      const chain = { sort: () => chain, limit: () => chain, lean: async () => rounds.shift() };
      return chain;
    });
    const bulkWrite = jest.fn(async (writes: unknown[]) => ({ modifiedCount: writes.length }));
    const migration = new RelativeOwnImageUrls({ find, bulkWrite } as unknown as Model<Recipe>, { publicUrl: 'http://localhost:4000' } as ApiConfig);

    await migration.up();
    expect(bulkWrite).toHaveBeenCalledTimes(1);
    expect(bulkWrite.mock.calls[0][0]).toEqual([
      { updateOne: { filter: { _id: ids[1], image: 'http://localhost:4123/images/recipes/dal.svg' }, update: { $set: { image: '/images/recipes/dal.svg' } }, timestamps: false } },
      { updateOne: { filter: { _id: ids[2], image: 'http://127.0.0.1:4000/images/0123456789abcdef01234567' }, update: { $set: { image: '/images/0123456789abcdef01234567' } }, timestamps: false } },
    ]);
    // Each round starts after the last id of the one before.
    expect(filters.map((filter) => (filter as { _id?: { $gt: Types.ObjectId } })._id?.$gt)).toEqual([undefined, ids[0], ids[2]]);
    expect(Logger.prototype.log).toHaveBeenCalledWith('Stored 2 recipe image URL(s) of ours as paths');
    jest.restoreAllMocks();
  });
});
