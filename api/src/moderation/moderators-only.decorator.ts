import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { MODERATION_MESSAGES } from '@forkful/domain';
import { AuthenticatedRequest, verifiedCaller } from '../auth/firebase-auth.guard';
import { FirebaseAuthService } from '../auth/firebase-auth.service';
import { RequireRole } from '../auth/require-role.decorator';
import { ErrorResponse } from '../common/error-response.dto';

/**
 * The moderation routes' refusal in the product's words (MODERATION_MESSAGES.notModerator) rather than RolesGuard's
 * "Moderators only": the same check on the same verified token (verified once per request), run just before it.
 */
@Injectable()
export class ModeratorGuard implements CanActivate {
  constructor(private readonly firebaseAuth: FirebaseAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = await verifiedCaller(request, this.firebaseAuth);
    if (!user.roles.includes('moderator')) throw new ForbiddenException(MODERATION_MESSAGES.notModerator);
    return true;
  }
}

/**
 * A route for moderators (the verified token's `roles` claim has `moderator`): 401 without a valid token, 403
 * MODERATION_MESSAGES.notModerator for anyone else, whatever they send. RequireRole stays behind it: the same rule,
 * its bearer scheme and 401 in /api/docs.
 */
export function ModeratorsOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(ModeratorGuard),
    RequireRole('moderator'),
    ApiForbiddenResponse({ type: ErrorResponse, description: `${MODERATION_MESSAGES.notModerator}: only a signed-in moderator (the token's roles claim)` }),
  );
}
