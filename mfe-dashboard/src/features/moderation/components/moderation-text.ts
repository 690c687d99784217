import { useMemo } from 'react';
import type { ModerationAction, ReportedItem } from '@forkful/domain';
import { useT } from '../../../i18n';

type Named = Pick<ReportedItem, 'kind' | 'authorName'>;

const keys = {
  keep: { button: 'moderation.keep', confirm: 'moderation.keepIt', effect: 'moderation.keepEffect' },
  remove: { button: 'moderation.remove', confirm: 'moderation.removeIt', effect: 'moderation.removeEffect' },
} as const;

/** What the Moderation page says about an item and a decision, in the page's language. */
export function useModerationText() {
  const t = useT();
  return useMemo(
    () => ({
      t,
      /** "Review by Ann Cook": the item's heading, and what its buttons and dialog name. */
      itemName: (item: Named) => t('moderation.itemName', { kind: item.kind, author: item.authorName }),
      /** " review by Ann Cook": what a decision's button adds for screen readers after its visible word. */
      itemSuffix: (item: Named) => t('moderation.itemSuffix', { kind: item.kind, author: item.authorName }),
      /** "Keep review by Ann Cook": a decision's dialog. */
      decisionName: (action: ModerationAction, item: Named) => t('moderation.decisionName', { action, kind: item.kind, author: item.authorName }),
      /** "Review by Ann Cook kept": the toast once decided. */
      decided: (action: ModerationAction, item: Named) => t('moderation.decided', { action, kind: item.kind, author: item.authorName }),
      /** A decision's button, its confirmation and what it does. */
      action: (action: ModerationAction) => ({ button: t(keys[action].button), confirm: t(keys[action].confirm), effect: t(keys[action].effect) }),
    }),
    [t],
  );
}
