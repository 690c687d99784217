import type { NavEntry } from '@forkful/topology';

/**
 * The dashboard's link to the moderation queue. Not in routes.json's nav (every signed-in cook would see it): the
 * dashboard's navigation adds it when the account's token carries the moderator role. Placed before Home.
 */
export const MODERATION_NAV_ENTRY: NavEntry = { slot: 'dashboard', label: 'Moderation', labels: { bn: 'মডারেশন' }, to: '/dashboard/moderation', order: 80 };
