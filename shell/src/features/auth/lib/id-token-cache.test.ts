import { readIdToken, REFRESH_AHEAD_MS, writeIdToken } from './id-token-cache';

const NOW = Date.UTC(2026, 10, 27, 12);

describe('the cached ID token', () => {
  beforeEach(() => window.localStorage.clear());

  it("is given back for its user while it has more than the refresh margin left", () => {
    writeIdToken({ uid: 'u1', token: 'token-1', expiresAt: NOW + 60 * 60_000 });
    expect(readIdToken('u1', NOW)).toEqual({ uid: 'u1', token: 'token-1', expiresAt: NOW + 60 * 60_000 });
  });

  it("is never given for another user (the hint names someone else)", () => {
    writeIdToken({ uid: 'u1', token: 'token-1', expiresAt: NOW + 60 * 60_000 });
    expect(readIdToken('u2', NOW)).toBeNull();
  });

  it('is not used once it is within the refresh margin of its expiry, or expired', () => {
    writeIdToken({ uid: 'u1', token: 'token-1', expiresAt: NOW + REFRESH_AHEAD_MS - 1 });
    expect(readIdToken('u1', NOW)).toBeNull();
    writeIdToken({ uid: 'u1', token: 'token-1', expiresAt: NOW - 1 });
    expect(readIdToken('u1', NOW)).toBeNull();
  });

  it('is forgotten on sign-out, and anything malformed in storage counts as none', () => {
    writeIdToken({ uid: 'u1', token: 'token-1', expiresAt: NOW + 60 * 60_000 });
    writeIdToken(null);
    expect(readIdToken('u1', NOW)).toBeNull();
    window.localStorage.setItem('forkful:id-token', '{"uid":"u1","token":42}');
    expect(readIdToken('u1', NOW)).toBeNull();
    window.localStorage.setItem('forkful:id-token', 'not json');
    expect(readIdToken('u1', NOW)).toBeNull();
  });
});
