/**
 * The roles an account may hold: the `roles` custom claim of its Firebase ID tokens, set with
 * `npm run role -- grant <email> <role>` (scripts/role.ts) and checked by the API's `@RequireRole` guard.
 * `operator`: reads the real-user monitoring of each deployed version (GET /rum/summary). `moderator`: decides on
 * reported content.
 */
export const ACCOUNT_ROLES = ['operator', 'moderator'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
