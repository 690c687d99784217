import { BUCKET_FLOOR, bucketOf, GROWTH, mergeInto, percentile, valueOfBucket } from './rum-histogram';

describe('RUM histograms', () => {
  it('puts 0 and values up to the floor in bucket 0, then one bucket per 10 %', () => {
    expect(bucketOf(0, 1)).toBe(0);
    expect(bucketOf(1, 1)).toBe(0);
    expect(bucketOf(1.05, 1)).toBe(1);
    expect(bucketOf(GROWTH, 1)).toBe(1);
    expect(bucketOf(GROWTH * 1.0001, 1)).toBe(2);
    expect(bucketOf(0, BUCKET_FLOOR.CLS)).toBe(0);
    // Every value LCP and INP may take (<= 600 s) and CLS (<= 100) fits in under 150 buckets.
    expect(bucketOf(600_000, BUCKET_FLOOR.LCP)).toBeLessThan(150);
    expect(bucketOf(100, BUCKET_FLOOR.CLS)).toBeLessThan(150);
  });

  it("reports a bucket's value within 5 % of any value in it", () => {
    for (const floor of [BUCKET_FLOOR.LCP, BUCKET_FLOOR.CLS]) {
      for (let value = floor * 1.01; value < floor * 1e6; value *= 1.037) {
        const reported = valueOfBucket(bucketOf(value, floor), floor);
        expect(Math.abs(reported - value) / value).toBeLessThan(0.05);
      }
    }
  });

  it('takes p75 as the nearest rank over the counted values', () => {
    const histogram: Record<string, number> = {};
    const values = [100, 200, 300, 400, 500, 600, 700, 800];
    for (const value of values) {
      const bucket = String(bucketOf(value, 1));
      histogram[bucket] = (histogram[bucket] ?? 0) + 1;
    }
    // The 6th of 8 values (ceil(0.75 * 8)).
    expect(Math.abs(percentile(histogram, 0.75, 1)! - 600) / 600).toBeLessThan(0.05);
    expect(Math.abs(percentile(histogram, 1, 1)! - 800) / 800).toBeLessThan(0.05);
    expect(percentile({}, 0.75, 1)).toBeNull();
    expect(percentile({ 0: 3, 50: 1 }, 0.75, 1)).toBe(0);
  });

  it('merges by adding counts, ignoring counts that are no positive number', () => {
    expect(mergeInto({ 1: 2, 5: 1 }, { 1: 3, 7: 4, 9: Number.NaN, 10: -1 })).toEqual({ 1: 5, 5: 1, 7: 4 });
    expect(mergeInto({ 1: 2 }, undefined)).toEqual({ 1: 2 });
  });
});
