import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { App, deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { Auth, DecodedIdToken, getAuth } from 'firebase-admin/auth';
import { LRUCache } from 'lru-cache';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { AuthUser } from './auth-user';

interface FirebaseError {
  code?: string;
  message?: string;
}

/** The 401 message for a token firebase-admin refused, by its error code. */
export function rejectionMessage(error: FirebaseError, projectId: string): string {
  const code = error.code ?? '';
  const detail = error.message ?? '';
  if (code === 'auth/id-token-expired') return 'Your ID token has expired: sign in again';
  if (code === 'auth/id-token-revoked') return 'Your ID token has been revoked: sign in again';
  if (code === 'auth/user-disabled') return 'This account has been disabled';
  if (code === 'auth/user-not-found') return 'This account no longer exists';
  if (/"aud"|"iss"/.test(detail)) return `The ID token was issued for another Firebase project (expected "${projectId}")`;
  if (/signature/i.test(detail)) return 'The ID token signature is invalid';
  return 'The ID token is malformed or invalid';
}

/** What an author's public page may show of their account: never the email. */
export interface PublicAccount {
  displayName: string | null;
  photoURL: string | null;
}

/** An account that has proven it controls its email (verified) and may sign in (not disabled). */
export interface VerifiedAccount {
  uid: string;
  /** Lower-cased. */
  email: string;
  /** When the account was created (ms since the epoch; 0 when Firebase does not say). */
  createdAt: number;
}

/** firebase-admin's getUsers takes at most 100 identifiers per call. */
export const ACCOUNT_LOOKUP_BATCH = 100;
/** Verified tokens kept for reads (a few MiB at most), and how long one is kept at most. */
const VERIFIED_TOKENS_KEPT = 10_000;
const VERIFIED_FOR_READS_MS = 10 * 60_000;

/** What firebase-admin accepts as an email identifier (anything else fails the whole call). */
const EMAIL_SHAPE = /^[^@]+@[^@]+$/;

export interface VerifyOptions {
  /**
   * Also ask Firebase whether the account still exists, is enabled and has not had its tokens revoked since this one
   * was issued (one round-trip to Firebase Auth). The guard asks it for writes.
   */
  checkRevoked: boolean;
}

/**
 * Verifies Firebase ID tokens with firebase-admin: signature (Google's public keys), aud = the project id,
 * iss = https://securetoken.google.com/<project id>, exp/iat/auth_time in the past or future as they must be, a
 * non-empty sub (the uid). With FIREBASE_AUTH_EMULATOR_HOST set (only in development or test, or with
 * ALLOW_AUTH_EMULATOR=true: see loadConfig), firebase-admin accepts the emulator's unsigned tokens for the project.
 */
/** The `roles` custom claim as a list of role names (anything else in it is ignored; at most 10). */
export function rolesOf(claim: unknown): string[] {
  return Array.isArray(claim) ? claim.filter((role): role is string => typeof role === 'string' && /^[a-z][a-z-]{0,31}$/.test(role)).slice(0, 10) : [];
}

@Injectable()
export class FirebaseAuthService {
  private readonly app: App;
  private readonly auth: Auth;
  /**
   * Tokens already verified, for reads: a session sends the same token with every request for up to an hour, and a
   * read never asks Firebase about revocation, so verifying it again (a signature; with the emulator, also a call to
   * it) would only repeat the answer. Kept until the token expires, 10 minutes at most; writes always verify.
   */
  private readonly verifiedForReads = new LRUCache<string, { user: AuthUser; until: number }>({ max: VERIFIED_TOKENS_KEPT });

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    if (config.firebaseAuthEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
    if (config.authEmulatorOptIn) {
      new Logger('Auth').warn(`Trusting the Firebase Auth emulator at ${config.firebaseAuthEmulatorHost} (ALLOW_AUTH_EMULATOR=true): its tokens are unsigned, never expose this API`);
    }
    // A named app per instance: several API instances (tests) can live in one process.
    const name = `forkful-api-${config.firebaseProjectId}-${getApps().length}-${Date.now()}`;
    this.app = initializeApp({ projectId: config.firebaseProjectId }, name);
    this.auth = getAuth(this.app);
  }

  async verify(idToken: string, { checkRevoked }: VerifyOptions): Promise<AuthUser> {
    if (checkRevoked) return this.verifyNow(idToken, true);
    const kept = this.verifiedForReads.get(idToken);
    if (kept && kept.until > Date.now()) return kept.user;
    return this.verifyNow(idToken, false);
  }

  private async verifyNow(idToken: string, checkRevoked: boolean): Promise<AuthUser> {
    let decoded: DecodedIdToken;
    try {
      decoded = await this.auth.verifyIdToken(idToken, checkRevoked);
    } catch (error) {
      throw new UnauthorizedException(rejectionMessage(error as FirebaseError, this.config.firebaseProjectId));
    }
    const name = typeof decoded.name === 'string' && decoded.name.trim() ? decoded.name.trim() : null;
    const user: AuthUser = {
      uid: decoded.uid,
      email: decoded.email ? decoded.email.toLowerCase() : null,
      emailVerified: decoded.email_verified === true,
      name,
      roles: rolesOf(decoded.roles),
    };
    const lifeMs = typeof decoded.exp === 'number' ? Math.min(decoded.exp * 1000 - Date.now(), VERIFIED_FOR_READS_MS) : 0;
    if (lifeMs > 0) this.verifiedForReads.set(idToken, { user, until: Date.now() + lifeMs });
    return user;
  }

  /**
   * The public part of an account (firebase-admin getUser): its display name and picture, null when there is no such
   * account. Any other failure (Firebase unreachable, no credentials) is thrown: the caller decides what it means.
   */
  async findAccount(uid: string): Promise<PublicAccount | null> {
    try {
      const account = await this.auth.getUser(uid);
      return { displayName: account.displayName?.trim() || null, photoURL: account.photoURL || null };
    } catch (error) {
      if ((error as FirebaseError).code === 'auth/user-not-found') return null;
      throw error;
    }
  }

  /**
   * The verified, enabled accounts with these emails (firebase-admin getUsers, at most 100 emails per call); a project
   * allowing several accounts per email may give more than one per email. Values that are no email are skipped. Any
   * failure (Firebase unreachable, no credentials) is thrown: the caller decides what it means.
   */
  async verifiedAccountsByEmail(emails: readonly string[]): Promise<VerifiedAccount[]> {
    const identifiers = emails.filter((email) => EMAIL_SHAPE.test(email)).map((email) => ({ email }));
    const found: VerifiedAccount[] = [];
    for (let start = 0; start < identifiers.length; start += ACCOUNT_LOOKUP_BATCH) {
      const { users } = await this.auth.getUsers(identifiers.slice(start, start + ACCOUNT_LOOKUP_BATCH));
      for (const user of users) {
        if (!user.email || user.emailVerified !== true || user.disabled) continue;
        found.push({ uid: user.uid, email: user.email.toLowerCase(), createdAt: Date.parse(user.metadata?.creationTime ?? '') || 0 });
      }
    }
    return found;
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
  }
}
