import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCOUNT_ROLES, type AccountRole } from '@forkful/domain';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { bearerMatches } from '../common/bearer-secret';
import { AuthenticatedRequest, verifiedCaller } from './firebase-auth.guard';
import { FirebaseAuthService } from './firebase-auth.service';

/** The roles the `roles` custom claim may grant (`npm run role -- grant <email> <role>`): domain's one list. */
export const KNOWN_ROLES = ACCOUNT_ROLES;
export type Role = AccountRole;

export interface RoleRule {
  role: Role;
  /** Also let in `Authorization: Bearer <METRICS_TOKEN>` (the platform's tools), when METRICS_TOKEN is set. */
  metricsToken: boolean;
}

export const REQUIRED_ROLE = Symbol('requiredRole');

/** The 403 message of a role: "Operators only". */
export const onlyMessage = (role: Role): string => `${role[0].toUpperCase()}${role.slice(1)}s only`;

/**
 * Routes for a role (`@RequireRole('operator')`): a signed-in caller whose token's `roles` claim has it, else 403
 * "<Role>s only" (401 without a valid token, as FirebaseAuthGuard). With `metricsToken`, the METRICS_TOKEN bearer
 * is let in too (no caller then). The claim is read from the token: a grant or revoke shows once the user's token
 * is refreshed (within the hour).
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly firebaseAuth: FirebaseAuthService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<RoleRule | undefined>(REQUIRED_ROLE, [context.getHandler(), context.getClass()]);
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (rule.metricsToken && bearerMatches(request.headers.authorization, this.config.metricsToken)) return true;
    const user = await verifiedCaller(request, this.firebaseAuth);
    request.user = user;
    if (!user.roles.includes(rule.role)) throw new ForbiddenException(onlyMessage(rule.role));
    return true;
  }
}
