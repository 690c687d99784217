/** The signed-in caller, from a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  /** Lower-cased; null for accounts without an email (e.g. phone sign-in). */
  email: string | null;
  /** The token's email_verified claim is exactly true (an email+password account is unverified until it proves it). */
  emailVerified: boolean;
  /** The display name, or null when the account has none. */
  name: string | null;
  /** The account's roles, from the token's `roles` custom claim (`npm run role -- grant <email> operator`): e.g. ['operator']. */
  roles: string[];
}
