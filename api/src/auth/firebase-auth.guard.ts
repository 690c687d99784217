import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest as Request } from 'fastify';
import { AuthUser } from './auth-user';
import { FirebaseAuthService } from './firebase-auth.service';

export type AuthenticatedRequest = Request & { user?: AuthUser };

/** Reads skip the revocation round-trip: a revoked token can still read for at most its remaining hour of life. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Upper bound of a Firebase ID token's length: anything longer is not worth handing to the verifier. */
const MAX_TOKEN_LENGTH = 4096;

async function verifyAuthorization(request: Request, firebaseAuth: FirebaseAuthService): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header) {
    throw new UnauthorizedException('Sign in required: send "Authorization: Bearer <Firebase ID token>"');
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    throw new UnauthorizedException('Malformed Authorization header: expected "Bearer <Firebase ID token>"');
  }
  if (match[1].length > MAX_TOKEN_LENGTH) throw new UnauthorizedException('The ID token is malformed or invalid');
  // Writes also check that the account exists, is enabled and has not revoked its tokens (one more round-trip).
  const checkRevoked = !READ_METHODS.has(request.method?.toUpperCase());
  return firebaseAuth.verify(match[1], { checkRevoked });
}

const callers = new WeakMap<object, Promise<AuthUser>>();

/**
 * The request's caller from its Authorization header, or the 401 saying what is wrong. Verified once per request:
 * the rate limiter (a global guard, so it runs before this one) asks first to count a signed-in user's requests
 * under the uid, and both must agree on who the caller is.
 */
export function verifiedCaller(request: Request, firebaseAuth: FirebaseAuthService): Promise<AuthUser> {
  let caller = callers.get(request);
  if (!caller) {
    caller = verifyAuthorization(request, firebaseAuth);
    callers.set(request, caller);
  }
  return caller;
}

/**
 * Routes that need a user: `Authorization: Bearer <Firebase ID token>`, else 401 with a message saying what is wrong.
 * Writes (POST, PUT, PATCH, DELETE) also check that the account exists, is enabled and has not revoked its tokens.
 */
@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(private readonly firebaseAuth: FirebaseAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    request.user = await verifiedCaller(request, this.firebaseAuth);
    return true;
  }
}
