import { http } from '@forkful/runtime';

/**
 * Recipe images are absolute URLs (user supplied) or paths on the API (the seeded samples, e.g. "/images/pasta.jpg");
 * a path is resolved against the API's origin, not the page's, so it works from any app's origin. Null when blank.
 */
export function resolveImageUrl(image: string | undefined | null): string | null {
  const value = (image ?? '').trim();
  if (!value) return null;
  if (/^(https?:|data:|blob:)/i.test(value) || value.startsWith('//')) return value;
  const base = (http.defaults.baseURL ?? '').replace(/\/+$/, '');
  return `${base}/${value.replace(/^\/+/, '')}`;
}
