import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { AuthUser } from './auth-user';
import { FirebaseAuthService } from './firebase-auth.service';

export type AuthenticatedRequest = Request & { user?: AuthUser };

/** Reads skip the revocation round-trip: a revoked token can still read for at most its remaining hour of life. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Upper bound of a Firebase ID token's length: anything longer is not worth handing to the verifier. */
const MAX_TOKEN_LENGTH = 4096;

/**
 * Routes that need a user: `Authorization: Bearer <Firebase ID token>`, else 401 with a message saying what is wrong.
 * Writes (POST, PUT, PATCH, DELETE) also check that the account exists, is enabled and has not revoked its tokens.
 */
@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(private readonly firebaseAuth: FirebaseAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    if (!header) {
      throw new UnauthorizedException('Sign in required: send "Authorization: Bearer <Firebase ID token>"');
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) {
      throw new UnauthorizedException('Malformed Authorization header: expected "Bearer <Firebase ID token>"');
    }
    if (match[1].length > MAX_TOKEN_LENGTH) throw new UnauthorizedException('The ID token is malformed or invalid');
    const checkRevoked = !READ_METHODS.has(request.method?.toUpperCase());
    request.user = await this.firebaseAuth.verify(match[1], { checkRevoked });
    return true;
  }
}
