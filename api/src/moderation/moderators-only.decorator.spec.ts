import { ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { MODERATION_MESSAGES } from '@forkful/domain';
import type { AuthUser } from '../auth/auth-user';
import type { FirebaseAuthService } from '../auth/firebase-auth.service';
import { RolesGuard } from '../auth/roles.guard';
import { ModeratorGuard, ModeratorsOnly } from './moderators-only.decorator';

const caller = (roles: string[]): AuthUser => ({ uid: 'u1', email: null, emailVerified: false, name: null, roles });

function contextWith(authorization?: string): ExecutionContext {
  const request = { method: 'POST', headers: authorization ? { authorization } : {} };
  return { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
}

const guardVerifying = (result: AuthUser | Error) =>
  new ModeratorGuard({ verify: jest.fn(async () => (result instanceof Error ? Promise.reject(result) : result)) } as unknown as FirebaseAuthService);

describe('ModeratorGuard', () => {
  it("lets in a caller whose verified token's roles claim has moderator", async () => {
    await expect(guardVerifying(caller(['operator', 'moderator'])).canActivate(contextWith('Bearer t'))).resolves.toBe(true);
  });

  it('refuses anyone else with 403 and the product message', async () => {
    for (const roles of [[], ['operator'], ['moderators'], ['Moderator']]) {
      await expect(guardVerifying(caller(roles)).canActivate(contextWith('Bearer t'))).rejects.toThrow(new ForbiddenException(MODERATION_MESSAGES.notModerator));
    }
  });

  it("passes on the token's refusal (401), and a missing token's", async () => {
    const refused = new UnauthorizedException('The ID token is malformed or invalid');
    await expect(guardVerifying(refused).canActivate(contextWith('Bearer forged'))).rejects.toThrow(refused);
    await expect(guardVerifying(caller(['moderator'])).canActivate(contextWith())).rejects.toThrow(UnauthorizedException);
  });

  it('runs before RolesGuard, which stays on the route', () => {
    class Routes {
      @ModeratorsOnly() decide(): void {}
    }
    expect(Reflect.getMetadata(GUARDS_METADATA, Routes.prototype.decide)).toEqual([ModeratorGuard, RolesGuard]);
  });
});
