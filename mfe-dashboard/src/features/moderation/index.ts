/** Moderation: the moderators' queue page, and what the dashboard's navigation needs to offer it to moderators only. */
export { useHasRole } from './hooks/use-has-role';
export { MODERATION_NAV_ENTRY } from './components/moderation-nav-entry';
