/** A JWT-shaped ID token whose payload is `claims` (base64url; the header and signature are placeholders). */
export function idToken(claims: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `eyJhbGciOiJSUzI1NiJ9.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;
}
