import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { AuthenticatedRequest, verifiedCaller } from '../auth/firebase-auth.guard';
import { FirebaseAuthService } from '../auth/firebase-auth.service';

/**
 * Public reads that show more to a signed-in caller (a private collection to its owner): without an Authorization
 * header the caller is anonymous; with one, the token is verified as FirebaseAuthGuard does (once per request, shared
 * with the rate limiter) and a refused token is a 401, never silently anonymous, so an owner with a broken token is
 * told so instead of being shown "not found".
 */
@Injectable()
export class OptionalCallerGuard implements CanActivate {
  constructor(private readonly firebaseAuth: FirebaseAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (request.headers.authorization) request.user = await verifiedCaller(request, this.firebaseAuth);
    return true;
  }
}

/** The caller OptionalCallerGuard verified, or null for an anonymous request. */
export const OptionalCaller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | null => context.switchToHttp().getRequest<AuthenticatedRequest>().user ?? null,
);
