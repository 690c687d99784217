import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../common/error-response.dto';
import { onlyMessage, REQUIRED_ROLE, Role, RoleRule, RolesGuard } from './roles.guard';

/**
 * A route (or controller) for one role: the guard and its /api/docs entries (bearer scheme, 401, 403), as SignedIn.
 * `{ metricsToken: true }` also lets in the platform's tools with `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function RequireRole(role: Role, options: { metricsToken?: boolean } = {}): ClassDecorator & MethodDecorator {
  const rule: RoleRule = { role, metricsToken: options.metricsToken === true };
  const who = rule.metricsToken ? `a signed-in ${role} (the token's roles claim) or the METRICS_TOKEN bearer` : `a signed-in ${role} (the token's roles claim)`;
  return applyDecorators(
    SetMetadata(REQUIRED_ROLE, rule),
    UseGuards(RolesGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Missing, expired or invalid ID token (or token)' }),
    ApiForbiddenResponse({ type: ErrorResponse, description: `${onlyMessage(role)}: only ${who} may call this` }),
  );
}
