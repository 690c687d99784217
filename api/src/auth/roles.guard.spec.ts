import { ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiConfig } from '../config/api-config';
import { AuthUser } from './auth-user';
import { bearerMatches } from '../common/bearer-secret';
import type { FirebaseAuthService } from './firebase-auth.service';
import { RequireRole } from './require-role.decorator';
import { RolesGuard } from './roles.guard';

const SECRET = 'metrics-token-0123456789';
const user = (roles: string[]): AuthUser => ({ uid: 'u1', email: null, emailVerified: false, name: null, roles });

class Routes {
  @RequireRole('moderator') moderate(): void {}
  @RequireRole('operator', { metricsToken: true }) operate(): void {}
  open(): void {}
}

function contextFor(handler: keyof Routes, authorization?: string) {
  const request: Record<string, unknown> = { method: 'GET', headers: authorization ? { authorization } : {} };
  const context = {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  return { context, request };
}

function guardWith(caller: AuthUser | Error, metricsToken: string | undefined = SECRET) {
  const firebaseAuth = { verify: jest.fn(async () => (caller instanceof Error ? Promise.reject(caller) : caller)) };
  return { guard: new RolesGuard(new Reflector(), firebaseAuth as unknown as FirebaseAuthService, { metricsToken } as ApiConfig), firebaseAuth };
}

describe('RolesGuard', () => {
  it('lets in a caller whose roles claim has the role, and puts them on the request', async () => {
    const { guard } = guardWith(user(['moderator']));
    const { context, request } = contextFor('moderate', 'Bearer id-token');
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(request.user).toEqual(user(['moderator']));
  });

  it('refuses a caller without it: 403 "<Role>s only"', async () => {
    await expect(guardWith(user(['operator'])).guard.canActivate(contextFor('moderate', 'Bearer t').context)).rejects.toEqual(new ForbiddenException('Moderators only'));
    await expect(guardWith(user([])).guard.canActivate(contextFor('operate', 'Bearer t').context)).rejects.toEqual(new ForbiddenException('Operators only'));
  });

  it("gives the token's 401 without a valid token", async () => {
    const { guard } = guardWith(new UnauthorizedException('The ID token is malformed or invalid'));
    await expect(guard.canActivate(contextFor('operate').context)).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(guard.canActivate(contextFor('operate', 'Bearer nope').context)).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('lets in the METRICS_TOKEN bearer where the route allows it, without asking Firebase; nowhere else, never when unset', async () => {
    const { guard, firebaseAuth } = guardWith(user([]));
    await expect(guard.canActivate(contextFor('operate', `Bearer ${SECRET}`).context)).resolves.toBe(true);
    expect(firebaseAuth.verify).not.toHaveBeenCalled();
    await expect(guard.canActivate(contextFor('moderate', `Bearer ${SECRET}`).context)).rejects.toBeInstanceOf(ForbiddenException);
    await expect(guardWith(user([]), undefined).guard.canActivate(contextFor('operate', 'Bearer undefined').context)).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('passes routes that name no role', async () => {
    await expect(guardWith(user([])).guard.canActivate(contextFor('open').context)).resolves.toBe(true);
  });
});

describe('bearerMatches', () => {
  it('is true only for exactly "Bearer <secret>" (any case of Bearer)', () => {
    expect(bearerMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(bearerMatches(`bearer ${SECRET} `, SECRET)).toBe(true);
    for (const header of [undefined, '', SECRET, `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(1)}`, `Basic ${SECRET}`, `Bearer ${SECRET} extra`]) {
      expect(bearerMatches(header, SECRET)).toBe(false);
    }
    expect(bearerMatches('Bearer x', undefined)).toBe(false);
    expect(bearerMatches('Bearer ', '')).toBe(false);
  });
});
