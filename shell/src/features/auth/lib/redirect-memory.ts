/**
 * Where a signed-out visitor was going when a protected route sent them to /login. The origin travels
 * in the router's location state, so it survives the detour through /register and back as well.
 */
export interface OriginState {
  from: string;
}

const SIGNED_OUT_ONLY = ['/login', '/register', '/forget-password'];

/** The state to put on the redirect to /login for a visitor who asked for this location. */
export function rememberOrigin(location: { pathname: string; search?: string; hash?: string }): OriginState {
  return { from: `${location.pathname}${location.search ?? ''}${location.hash ?? ''}` };
}

/**
 * The path to send a visitor to after signing in: the remembered origin when it is a same-site path
 * (never another origin, never a sign-in page), else the home page.
 */
export function originFrom(state: unknown, fallback = '/'): string {
  const from = (state as Partial<OriginState> | null | undefined)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return fallback;
  const pathname = from.split(/[?#]/)[0];
  if (SIGNED_OUT_ONLY.includes(pathname)) return fallback;
  return from;
}
