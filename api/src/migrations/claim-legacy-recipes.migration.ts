import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { Model } from 'mongoose';
import { ACCOUNT_LOOKUP_BATCH, FirebaseAuthService, VerifiedAccount } from '../auth/firebase-auth.service';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { DEFERRED, Migration, MigrationOutcome } from './migration';

/** A recipe older versions stored by email only: no author uid (missing, null or empty). */
const UNOWNED = { authorUid: mongoose.trusted({ $in: [null, ''] }) };

/** Anything shaped like an email, kept out of log lines. */
const EMAIL_LIKE = /[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+/g;

/** Why a lookup failed (firebase-admin's code and message), without any email it may name. */
export function failureOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${code}: ${message}` : message).replace(EMAIL_LIKE, '<email>');
}

/**
 * Of several verified accounts with one email (a project allowing several accounts per email), the oldest: one
 * owner, never a split.
 */
export function ownersByEmail(accounts: readonly VerifiedAccount[]): Map<string, VerifiedAccount> {
  const owners = new Map<string, VerifiedAccount>();
  for (const account of accounts) {
    const kept = owners.get(account.email);
    const older = !kept || account.createdAt < kept.createdAt || (account.createdAt === kept.createdAt && account.uid < kept.uid);
    if (older) owners.set(account.email, account);
  }
  return owners;
}

/**
 * Gives each recipe older versions stored by email only to the account that has verified that email (an email alone
 * proves nothing: anyone can register any address with a password), once, at start; the request paths never claim.
 *
 * - Accounts are looked up with firebase-admin getUsers, 100 emails a call, each batch claimed before the next.
 * - All of an email's recipes go to one account in one transaction: an older API process still claiming on requests
 *   during a rolling upgrade cannot split them, and two verified accounts of one email never both get them.
 * - No verified (and enabled) account for an email now: its recipes stay unowned (public, nobody can edit them) and
 *   are counted in the log, never named; the migration is recorded, so an account verified later gets none.
 * - Firebase unreachable (or no credentials): deferred, not recorded, the API starts; what was claimed stays claimed
 *   and the rest is tried at the next start.
 */
@Injectable()
export class ClaimLegacyRecipes implements Migration {
  readonly name = '2026-11-27-claim-legacy-recipes';
  private readonly logger = new Logger('Migrations');

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    private readonly firebase: FirebaseAuthService,
  ) {}

  async up(): Promise<MigrationOutcome> {
    const emails = (await this.recipes.distinct('authorEmail', UNOWNED)).filter((email): email is string => typeof email === 'string');
    let claimed = 0;
    for (let start = 0; start < emails.length; start += ACCOUNT_LOOKUP_BATCH) {
      const batch = emails.slice(start, start + ACCOUNT_LOOKUP_BATCH);
      let accounts: VerifiedAccount[];
      try {
        accounts = await this.firebase.verifiedAccountsByEmail(batch.map((email) => email.toLowerCase()));
      } catch (error) {
        this.logger.warn(`Legacy recipes not claimed: the identity provider could not be reached (${failureOf(error)}); claimed so far: ${claimed}`);
        return DEFERRED;
      }
      const owners = ownersByEmail(accounts);
      for (const email of batch) {
        const owner = owners.get(email.toLowerCase());
        if (owner) claimed += await this.claim(email, owner.uid);
      }
    }
    const left = await this.recipes.countDocuments(UNOWNED);
    if (claimed) this.logger.log(`Gave ${claimed} legacy recipe(s) to the verified accounts of their emails`);
    if (left) this.logger.warn(`${left} legacy recipe(s) have no verified account for their email: left unowned (public, nobody can edit them)`);
  }

  /** All of the email's unowned recipes to the account, in one transaction; how many it got. */
  private claim(email: string, uid: string): Promise<number> {
    return this.recipes.db.transaction(async (session) => {
      const { modifiedCount } = await this.recipes.updateMany({ authorEmail: email, ...UNOWNED }, { $set: { authorUid: uid } }, { session });
      return modifiedCount;
    });
  }
}
