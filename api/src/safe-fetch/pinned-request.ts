import type { LookupAddress, LookupOptions } from 'node:dns';
import * as http from 'node:http';
import * as https from 'node:https';
import { isIP } from 'node:net';
import { allowListKey, bareHost, isPublicAddress, portOf } from './address-policy';
import { refuse } from './refusals';
import type { HostResolver, ResolvedAddress } from './safe-fetch-options';

/**
 * The addresses a URL may be connected to, decided once: a literal IP host as it is (no DNS), a name resolved once.
 * Refused (400) when ANY address is not public, unless IMPORT_ALLOW_HOSTS names the URL's `host:port` or that
 * address's `address:port` (tests and local use). A name that does not resolve is `unreachable`.
 */
export async function checkedAddresses(url: URL, resolve: HostResolver, allowHosts: ReadonlySet<string>): Promise<ResolvedAddress[]> {
  const host = bareHost(url);
  const port = portOf(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw refuse.unreachable();
    }
  }
  if (addresses.length === 0) throw refuse.unreachable();
  if (allowHosts.has(allowListKey(host, port))) return addresses;
  const allowed = ({ address }: ResolvedAddress) => isPublicAddress(address) || allowHosts.has(allowListKey(address, port));
  if (!addresses.every(allowed)) throw refuse.notPublicAddress();
  return addresses;
}

/**
 * A `lookup` for net.connect that answers only the addresses already checked, whatever it is asked: the connection
 * goes where the check looked, so a DNS answer that changes between our check and the connect (DNS rebinding) changes
 * nothing. Node asks for `all` when it races IPv4 and IPv6 (autoSelectFamily), otherwise for one address.
 */
function pinnedLookup(addresses: ResolvedAddress[]) {
  return (
    _hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    if (options.all) callback(null, addresses.map(({ address, family }) => ({ address, family })));
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

/**
 * One GET of `url`, connected to `addresses` only, resolving with the response once its headers arrive (the body is
 * left unread). The request keeps the URL's host name, so Host and TLS's SNI and certificate check name the host
 * the user gave; certificates are verified as usual. No agent: a pooled socket could lead to an address this
 * fetch never checked. Connection, TLS and parse errors are `unreachable`; aborting `signal` destroys the socket.
 */
export function pinnedRequest(
  url: URL,
  addresses: ResolvedAddress[],
  headers: http.OutgoingHttpHeaders,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      {
        protocol: url.protocol,
        host: bareHost(url),
        port: portOf(url),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers,
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
      },
      resolve,
    );
    request.on('error', () => reject(refuse.unreachable()));
    request.end();
  });
}
