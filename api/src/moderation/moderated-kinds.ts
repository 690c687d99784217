import { Injectable } from '@nestjs/common';
import { COLLECTION_MESSAGES, REVIEW_MESSAGES, type ReportableKind } from '@forkful/domain';
import { CollectionModeration } from '../collections/collection-moderation';
import { ReviewModeration } from '../reviews/review-moderation';
import { ModeratedItem, ModeratedItems, ModeratedKind } from './moderated-items';

/** What each module's moderation describes, as the queue shows it. */
const asItem = ({ itemId, hidden, excerpt, authorUid, authorName, path }: ModeratedItem): ModeratedItem => ({ itemId, hidden, excerpt, authorUid, authorName, path });

/** Reviews and collections as moderation sees them, through the providers their modules export. */
@Injectable()
export class ModeratedKinds extends ModeratedItems {
  private readonly kinds: Record<ReportableKind, ModeratedKind>;

  constructor(reviews: ReviewModeration, collections: CollectionModeration) {
    super();
    this.kinds = {
      review: {
        notFound: REVIEW_MESSAGES.reviewNotFound,
        authorSeenBy: (id, viewerUid) => reviews.authorSeenBy(id, viewerUid),
        setHidden: async (id, hidden) => void (await reviews.setHidden(id, hidden)),
        remove: (id) => reviews.remove(id),
        describe: async (ids) => new Map((await reviews.describe(ids)).map((review) => [review.itemId, asItem(review)])),
      },
      collection: {
        notFound: COLLECTION_MESSAGES.notFound,
        // Only a public collection can be reported: a private one is unknown to everyone but its owner, who cannot
        // report their own either way (403, as their hidden one).
        authorSeenBy: async (id, viewerUid) => {
          const [collection] = await collections.describe([id]);
          if (!collection) return null;
          if (collection.authorUid === viewerUid) return viewerUid;
          return collection.visibility === 'public' && !collection.hidden ? collection.authorUid : null;
        },
        setHidden: async (id, hidden) => void (await collections.setHidden(id, hidden)),
        remove: (id) => collections.remove(id),
        describe: async (ids) => new Map((await collections.describe(ids)).map((collection) => [collection.itemId, asItem(collection)])),
      },
    };
  }

  of(kind: ReportableKind): ModeratedKind {
    return this.kinds[kind];
  }
}
