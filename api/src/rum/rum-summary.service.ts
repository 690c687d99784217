import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { RumSummary } from '@forkful/domain';
import { Model } from 'mongoose';
import { RumIngest } from './rum-ingest.service';
import { emptyCounts, healthOf, MAX_SUMMARY_DAYS, mergeCounts, MINUTE_MS, summaryWindows } from './rum-minute';
import { RumMinute } from './schemas/rum-minute.schema';

/** A `since` this far ahead of the server's clock is still taken (clocks differ); later is refused. */
const CLOCK_SKEW_MS = 60_000;

/**
 * One app version's health over the last hour and since it went live, merged from its per-minute aggregates (at most
 * MAX_SUMMARY_DAYS of minutes read). This process's buffered events are written first, so a summary asked right after
 * events counts them all; other API processes' arrive within their next flush (a second).
 */
@Injectable()
export class RumSummaries {
  constructor(
    @InjectModel(RumMinute.name) private readonly minutes: Model<RumMinute>,
    private readonly ingest: RumIngest,
  ) {}

  async summary(app: string, version: string, sinceText?: string): Promise<RumSummary> {
    const since = sinceText === undefined ? null : parseSince(sinceText);
    // A failed write keeps its aggregates for the next flush; the read below says whether the database answers.
    await this.ingest.flush().catch(() => undefined);
    const now = Date.now();
    let firstMinute: number | null = null;
    if (since === null) {
      const first = await this.minutes.collection.findOne<{ minute: Date }>(
        { app, version, minute: { $gte: new Date(now - (MAX_SUMMARY_DAYS * 24 * 60 + 1) * MINUTE_MS) } },
        { sort: { minute: 1 }, projection: { minute: 1 } },
      );
      firstMinute = first ? first.minute.getTime() : null;
    }
    const windows = summaryWindows(now, since, firstMinute);
    const docs = await this.minutes.collection
      .find<RumMinute>({ app, version, minute: { $gte: new Date(Math.min(windows.lastHourFrom, windows.sinceLiveFrom)) } }, { projection: { _id: 0, app: 0, version: 0 } })
      .toArray();
    const lastHour = emptyCounts();
    const sinceLive = emptyCounts();
    for (const doc of docs) {
      const at = doc.minute.getTime();
      if (at >= windows.lastHourFrom) mergeCounts(lastHour, doc);
      if (at >= windows.sinceLiveFrom) mergeCounts(sinceLive, doc);
    }
    const start = since === null ? (firstMinute === null ? null : windows.sinceLiveFrom) : Math.max(since, windows.sinceLiveFrom);
    return { app, version, since: start === null ? null : new Date(start).toISOString(), lastHour: healthOf(lastHour), sinceLive: healthOf(sinceLive) };
  }
}

/** `since` (its shape checked by the query DTO) as ms: a real date and time, not in the future. */
export function parseSince(text: string, now = Date.now()): number {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  // Date.parse rolls 2025-02-30 over to March 2: the day must exist in its month.
  const realDay = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day && month >= 1 && month <= 12;
  const at = Date.parse(text);
  if (!realDay || !Number.isFinite(at)) throw new BadRequestException('since is not a valid date');
  if (at > now + CLOCK_SKEW_MS) throw new BadRequestException('since must not be in the future');
  return at;
}
