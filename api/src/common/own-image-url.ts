/**
 * Our own images (the sample pictures and avatars in public/images, uploaded photos at /images/<id>) are stored as
 * their path, `/images/...`, and made absolute with the API's current public URL when sent (absoluteImageUrl), so
 * stored data survives a new port or address. Any other URL is stored and sent as it is.
 */
const OWN_IMAGES = '/images/';

/** An address an earlier start of this API may have had: a local host, on any port. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '0.0.0.0' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** The one place a stored path of ours becomes the absolute URL clients get; any other URL is sent as it is. */
export function absoluteImageUrl(image: string, publicUrl: string): string {
  return image.startsWith(OWN_IMAGES) ? `${publicUrl}${image}` : image;
}

/**
 * The stored form of an image URL: one of our own images, at this API's public URL or at an address an earlier start
 * had (a local host on any port, or this API's host on another port), becomes its path; any other URL stays as it is.
 * Only those hosts: another site's `/images/...` is that site's picture.
 */
export function storedImagePath(image: string, publicUrl: string): string {
  if (image.startsWith(`${publicUrl}${OWN_IMAGES}`)) return image.slice(publicUrl.length);
  let url: URL;
  try {
    url = new URL(image);
  } catch {
    return image;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !url.pathname.startsWith(OWN_IMAGES)) return image;
  if (!isLoopback(url.hostname) && url.hostname !== hostnameOf(publicUrl)) return image;
  return `${url.pathname}${url.search}${url.hash}`;
}
