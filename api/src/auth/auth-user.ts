/** The signed-in caller, from a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  /** Lower-cased; null for accounts without an email (e.g. phone sign-in). */
  email: string | null;
  /** The token's email_verified claim is exactly true (an email+password account is unverified until it proves it). */
  emailVerified: boolean;
  /** The display name, or null when the account has none. */
  name: string | null;
}
