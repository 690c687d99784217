import { ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { AuthUser } from './auth-user';
import { FirebaseAuthGuard, verifiedCaller } from './firebase-auth.guard';
import { FirebaseAuthService, rejectionMessage } from './firebase-auth.service';

function contextWith(headers: Record<string, string>, method = 'GET'): { context: ExecutionContext; request: { headers: Record<string, string>; user?: AuthUser } } {
  const request = { headers, method } as { headers: Record<string, string>; method: string; user?: AuthUser };
  const context = { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
  return { context, request };
}

describe('FirebaseAuthGuard', () => {
  const caller: AuthUser = { uid: 'uid-1', email: 'cook@forkful.dev', emailVerified: false, name: 'Cook', roles: [] };
  const verify = jest.fn(async (token: string) => {
    if (token === 'good-token') return caller;
    throw new UnauthorizedException('The ID token is malformed or invalid');
  });
  const guard = new FirebaseAuthGuard({ verify } as unknown as FirebaseAuthService);

  beforeEach(() => verify.mockClear());

  it('lets a verified caller through and hands the handler uid, email and name', async () => {
    const { context, request } = contextWith({ authorization: 'Bearer good-token' });
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(verify).toHaveBeenCalledWith('good-token', { checkRevoked: false });
    expect(request.user).toEqual(caller);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('checks revocation (and a disabled account) on a %s', async (method) => {
    await expect(guard.canActivate(contextWith({ authorization: 'Bearer good-token' }, method).context)).resolves.toBe(true);
    expect(verify).toHaveBeenCalledWith('good-token', { checkRevoked: true });
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('skips the revocation round-trip on a %s (a read)', async (method) => {
    await expect(guard.canActivate(contextWith({ authorization: 'Bearer good-token' }, method).context)).resolves.toBe(true);
    expect(verify).toHaveBeenCalledWith('good-token', { checkRevoked: false });
  });

  it('accepts the scheme in any case', async () => {
    await expect(guard.canActivate(contextWith({ authorization: 'bearer good-token' }).context)).resolves.toBe(true);
  });

  it('refuses a missing header without calling the verifier', async () => {
    await expect(guard.canActivate(contextWith({}).context)).rejects.toThrow('Sign in required');
    expect(verify).not.toHaveBeenCalled();
  });

  it.each(['Basic abc', 'Bearer', 'Bearer a b', 'good-token'])('refuses the malformed header %p', async (header) => {
    await expect(guard.canActivate(contextWith({ authorization: header }).context)).rejects.toThrow('Malformed Authorization header');
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses an oversized token without verifying it', async () => {
    await expect(guard.canActivate(contextWith({ authorization: `Bearer ${'a'.repeat(5000)}` }).context)).rejects.toThrow(UnauthorizedException);
    expect(verify).not.toHaveBeenCalled();
  });

  it('passes on the verifier refusal', async () => {
    await expect(guard.canActivate(contextWith({ authorization: 'Bearer forged' }).context)).rejects.toThrow('The ID token is malformed or invalid');
  });
});

describe('rejectionMessage', () => {
  it('says what is wrong with a refused token', () => {
    expect(rejectionMessage({ code: 'auth/user-not-found' }, 'p')).toBe('This account no longer exists');
    expect(rejectionMessage({ code: 'auth/user-disabled' }, 'p')).toBe('This account has been disabled');
    expect(rejectionMessage({ code: 'auth/id-token-expired' }, 'p')).toBe('Your ID token has expired: sign in again');
    expect(rejectionMessage({ code: 'auth/id-token-revoked' }, 'p')).toBe('Your ID token has been revoked: sign in again');
    expect(rejectionMessage({ code: 'auth/argument-error', message: 'Firebase ID token has incorrect "aud" (audience) claim.' }, 'demo-forkful')).toBe(
      'The ID token was issued for another Firebase project (expected "demo-forkful")',
    );
    expect(rejectionMessage({ code: 'auth/argument-error', message: 'Firebase ID token has invalid signature.' }, 'p')).toBe(
      'The ID token signature is invalid',
    );
    expect(rejectionMessage({ code: 'auth/argument-error', message: 'Decoding Firebase ID token failed.' }, 'p')).toBe(
      'The ID token is malformed or invalid',
    );
  });
});

describe('verifiedCaller', () => {
  it('verifies a request once, for the rate limiter and the guard alike', async () => {
    const verify = jest.fn(async () => ({ uid: 'uid-1', email: null, name: null }));
    const firebaseAuth = { verify } as unknown as FirebaseAuthService;
    const { context, request } = contextWith({ authorization: 'Bearer good-token' });
    await expect(verifiedCaller(request as never, firebaseAuth)).resolves.toEqual({ uid: 'uid-1', email: null, name: null });
    await expect(new FirebaseAuthGuard(firebaseAuth).canActivate(context)).resolves.toBe(true);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('gives every asker the same 401', async () => {
    const firebaseAuth = { verify: jest.fn() } as unknown as FirebaseAuthService;
    const { context, request } = contextWith({});
    await expect(verifiedCaller(request as never, firebaseAuth)).rejects.toThrow('Sign in required');
    await expect(new FirebaseAuthGuard(firebaseAuth).canActivate(context)).rejects.toThrow('Sign in required');
  });
});
