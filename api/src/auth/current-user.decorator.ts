import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { AuthUser } from './auth-user';
import type { AuthenticatedRequest } from './firebase-auth.guard';

/** The caller set by FirebaseAuthGuard: `{ uid, email, name }`. Use only on guarded routes. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new UnauthorizedException('Sign in required');
  return user;
});
