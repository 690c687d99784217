import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { MODERATION_MESSAGES } from '@forkful/domain';
import { AuthenticatedRequest, verifiedCaller } from '../auth/firebase-auth.guard';
import { FirebaseAuthService } from '../auth/firebase-auth.service';
import { REQUIRED_ROLE, RoleRule, RolesGuard } from '../auth/roles.guard';
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

const MODERATOR_RULE: RoleRule = { role: 'moderator', metricsToken: false };

/**
 * A route for moderators (the verified token's `roles` claim has `moderator`): 401 without a valid token, 403
 * MODERATION_MESSAGES.notModerator for anyone else, whatever they send. RequireRole('moderator') but for the 403's
 * words: its rule and RolesGuard stay behind ModeratorGuard, with its /api/docs entries (its 403 described as ours).
 */
export function ModeratorsOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(REQUIRED_ROLE, MODERATOR_RULE),
    UseGuards(ModeratorGuard, RolesGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Missing, expired or invalid ID token' }),
    ApiForbiddenResponse({ type: ErrorResponse, description: `${MODERATION_MESSAGES.notModerator}: only a signed-in moderator (the token's roles claim) may call this` }),
  );
}
