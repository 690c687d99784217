import { IMPORT_LIMITS } from '@forkful/domain';
import * as ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';
import { refuse } from './refusals';

/** Only the web: file:, ftp:, data:, javascript: and the rest name no public page (or name our own files). */
const WEB_SCHEMES = new Set(['http:', 'https:']);

/**
 * IPv6's global unicast block (2000::/3), the only one given out for the public internet. ipaddr.js calls some
 * addresses outside it "unicast" although no public host has them: the deprecated IPv4-compatible ::a.b.c.d
 * (::7f00:1 is 127.0.0.1 on some stacks) and the unassigned rest of ::/3.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * A user-named address (or a redirect's Location, relative to `base`) as a URL we may try: http or https, no
 * credentials, at most IMPORT_LIMITS.urlMaxLength long. WHATWG parsing already turns the other spellings of an IPv4
 * host (2130706433, 0177.0.0.1, 0x7f.1, 127.1) into the dotted form, so the address checks see what we would connect to.
 */
export function parseWebAddress(raw: string, base?: URL): URL {
  if (typeof raw !== 'string' || raw.length > IMPORT_LIMITS.urlMaxLength) throw refuse.notPublicAddress();
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw refuse.notPublicAddress();
  }
  // Credentials would be sent to a stranger's server, and user:pass@ is a favourite way to disguise a host.
  const acceptable = WEB_SCHEMES.has(url.protocol) && !url.username && !url.password && url.hostname !== '';
  if (!acceptable || url.href.length > IMPORT_LIMITS.urlMaxLength) throw refuse.notPublicAddress();
  return url;
}

/** The host to connect to: an IPv6 literal without the brackets URLs write it in. */
export function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** The port a URL connects to, defaulted by its scheme. */
export function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** `host:port` as IMPORT_ALLOW_HOSTS writes it (lower case, IPv6 in brackets), for a URL's host or an address. */
export function allowListKey(host: string, port: number): string {
  const written = isIP(host) === 6 ? `[${host}]` : host;
  return `${written.toLowerCase()}:${port}`;
}

/**
 * Whether an IP address (as DNS or a URL gives it) is one a public web server may have. Only what ipaddr.js calls
 * plain `unicast` passes, so loopback, private, link-local (the cloud metadata 169.254.169.254), unique-local
 * (fd00:ec2::254), carrier-grade NAT, multicast, broadcast, unspecified and reserved ranges are all refused. An
 * IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries; NAT64 (64:ff9b::/96), 6to4
 * and Teredo, which embed an IPv4 address a relay would reach, are not `unicast` and so are refused whatever they embed.
 */
export function isPublicAddress(ip: string): boolean {
  // net.isIP takes only the canonical spellings: ipaddr.js alone would also read "2130706433" or "0x7f.1".
  if (isIP(ip) === 0) return false;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  if (address.range() !== 'unicast') return false;
  return address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6);
}
