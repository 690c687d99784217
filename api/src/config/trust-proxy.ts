import { isIP } from 'node:net';

/**
 * Express's `trust proxy` setting: which peers may tell the API the client's address in `X-Forwarded-For`.
 * `false` (the default): none, the client is the TCP peer and the header is ignored. A number: that many proxies in
 * front of the API (the client is the address the outermost of them saw). A list: the proxies' addresses or subnets.
 */
export type TrustProxy = false | number | string[];

/** express/proxy-addr's names for whole address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  // A prefix length (10.0.0.0/8) or, for IPv4, a netmask (10.0.0.0/255.0.0.0), as proxy-addr takes them.
  if (/^\d+$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}

/** TRUST_PROXY: unset, empty or `false`; a hop count (`1`); or a comma list (`10.0.0.0/8, 192.168.1.10`). */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    // express's `true` believes every X-Forwarded-For: any client could then pick the address it is limited as.
    throw new Error('TRUST_PROXY=true would let any client choose its address: give the number of proxies (e.g. 1) or their addresses');
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrSubnet(entry));
  if (!entries.length || invalid.length) {
    throw new Error(`TRUST_PROXY must be a number of proxies or a comma list of their addresses or subnets, got "${invalid.join(', ') || value}"`);
  }
  return entries;
}
