import { MEALS } from '@forkful/domain';
import request from 'supertest';
import { planDateOf, today } from '../../src/meal-plans/plan-dates';
import { ContractFixture } from './openapi-contract';
import { bearer } from './users';

/** Today in UTC (YYYY-MM-DD), as the API counts its plan dates: inside every bound it counts from today. */
export const planToday = (): string => planDateOf(today());

/** A valid body of POST /meal-plan/entries: the recipe on today's first meal. */
export const validEntry = (recipeId: string) => ({ recipeId, date: planToday(), meal: MEALS[0] });

/**
 * The contract fixture plus what the planner's routes take in their paths: an entry of its author's meal plan (of
 * its recipe) and an item of the author's shopping list, made after the fixture's own set-up.
 */
export class PlannerContractFixture extends ContractFixture {
  entryId: string;
  itemId: string;

  constructor(env: Record<string, string> = {}) {
    super(env);
    beforeAll(async () => {
      const post = (path: string, body: object) => request(this.api.url).post(path).set(bearer(this.author)).send(body).expect(201);
      this.entryId = (await post('/meal-plan/entries', validEntry(this.recipeId))).body._id;
      this.itemId = (await post('/shopping-list/items', { text: 'kitchen roll' })).body._id;
    });
  }

  /**
   * As ContractFixture's, with {entryId} the author's entry and a shopping list's {itemId} the author's item (or `id`
   * for each); a moderation route's {itemId} is ContractFixture's.
   */
  override pathWithId(path: string, id?: string): string {
    const planned = path.replace('{entryId}', id ?? this.entryId);
    return super.pathWithId(path.startsWith('/shopping-list/') ? planned.replace('{itemId}', id ?? this.itemId) : planned, id);
  }
}
