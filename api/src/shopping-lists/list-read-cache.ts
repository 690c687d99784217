import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { API_PATHS } from '@forkful/domain';
import type { AccountReadSource } from '../meal-plans/cache/account-read-hooks';
import { AccountReads } from '../meal-plans/cache/account-reads';
import { accountChangePipeline, accountOfChange, CollectionChanges } from '../database/collection-changes';
import { ShoppingListDoc } from './schemas/shopping-list.schema';

/** The one read an account's list has (GET /shopping-list takes no query). */
export const LIST_READ = 'list';

/**
 * GET /shopping-list's answer per account (AccountReads). Dropped for the account by its own writes
 * (ShoppingListsService) and, for every process's writes, through the shopping lists' change stream: an insert or
 * update names its account (updateLookup); a delete (no API call deletes a list) names only the list's id, so it drops
 * every cached list. Lists are cached only while the stream runs. The answer is one document, built from nothing else.
 */
@Injectable()
export class ListReadCache implements OnApplicationBootstrap, OnModuleDestroy {
  /** GET /shopping-list's answers, as the JSON bytes sent. */
  readonly reads = new AccountReads<Buffer>();
  private readonly changes: CollectionChanges;

  constructor(@InjectModel(ShoppingListDoc.name) lists: Model<ShoppingListDoc>) {
    this.changes = new CollectionChanges(() => lists.db.db!.collection(lists.collection.collectionName), accountChangePipeline(), { fullDocument: 'updateLookup' }, {
      following: (on) => this.reads.setFollowing(on),
      changed: (event) => {
        const uid = accountOfChange(event);
        if (uid === undefined) this.reads.dropAll();
        else this.reads.dropAccount(uid);
      },
    });
  }

  /** GET /shopping-list (no query) for the hook that serves kept reads before Nest. */
  readonly source: AccountReadSource = {
    path: API_PATHS.shoppingList,
    keyOf: (query) => ([...query.keys()].length === 0 ? LIST_READ : null),
    get: (uid, key) => this.reads.peek(uid, key),
    countHit: () => this.reads.countHit(),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.changes.open();
  }

  onModuleDestroy(): Promise<void> {
    return this.changes.close();
  }
}
