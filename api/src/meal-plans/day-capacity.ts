import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MEAL_PLAN_LIMITS, type PlanDate } from '@forkful/domain';
import type { ClientSession, Model } from 'mongoose';
import { isDuplicateKey } from '../common/mongo-errors';
import { PlanDay } from './schemas/plan-day.schema';
import { PlanEntry } from './schemas/plan-entry.schema';

export const dayFullMessage = (date: PlanDate) =>
  `A day holds at most ${MEAL_PLAN_LIMITS.entriesPerDay} entries, and ${date} has ${MEAL_PLAN_LIMITS.entriesPerDay}: remove one first`;

/**
 * At most MEAL_PLAN_LIMITS.entriesPerDay entries a day, exactly, also under concurrent requests. A write that puts an
 * entry on a day (adding, moving) runs in a transaction that first writes the day's PlanDay document, then counts the
 * day's entries: two such transactions on one day conflict on that document (WriteConflict, retried by
 * withTransaction), so the second counts after the first committed. Nothing counts the entries twice and nothing
 * has to be kept in step: removing an entry only lowers the count, and needs no transaction.
 */
@Injectable()
export class DayCapacity {
  constructor(
    @InjectModel(PlanEntry.name) private readonly entries: Model<PlanEntry>,
    @InjectModel(PlanDay.name) private readonly days: Model<PlanDay>,
  ) {}

  /** Runs `write` (which puts one entry on the day) when the day has room; else 400, and nothing written. */
  async withRoom<T>(uid: string, date: PlanDate, write: (session: ClientSession) => Promise<T>): Promise<T> {
    await this.ensureDay(uid, date);
    return this.entries.db.transaction(async (session) => {
      await this.days.updateOne({ uid, date }, { $inc: { writes: 1 } }, { session });
      const count = await this.entries.countDocuments({ uid, date }, { session });
      if (count >= MEAL_PLAN_LIMITS.entriesPerDay) throw new BadRequestException(dayFullMessage(date));
      return write(session);
    });
  }

  /** The day's document exists before the transaction, so that the transaction never races to insert it. */
  private async ensureDay(uid: string, date: PlanDate): Promise<void> {
    try {
      await this.days.updateOne({ uid, date }, { $setOnInsert: { writes: 0 } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error; // a concurrent request created it: what we wanted
    }
  }
}
