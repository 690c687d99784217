import type { FastifyRequest } from 'fastify';
import { DEFAULT_IPV6_SUBNET_PREFIX, normalizeIp } from '@nestjs/throttler';
import { verifiedCaller } from '../auth/firebase-auth.guard';
import { FirebaseAuthService } from '../auth/firebase-auth.service';

/**
 * Who a request is counted against, the same for every route: `user:<uid>` when it carries a verified Firebase ID
 * token, else `ip:<client address>`. A refused token (missing, malformed, expired, forged) is anonymous, so its 401
 * never uses the budget of the user it names, and a token-guessing flood is limited by its address.
 * The address is fastify's `request.ip`: the TCP peer, or with TRUST_PROXY the client the trusted proxies saw; IPv6
 * addresses count per /64 (one host usually holds a whole /64).
 */
export async function clientKeyOf(request: FastifyRequest, firebaseAuth: FirebaseAuthService): Promise<string> {
  if (request.headers.authorization) {
    const uid = await verifiedCaller(request, firebaseAuth).then(
      (caller) => caller.uid,
      () => null,
    );
    if (uid) return `user:${uid}`;
  }
  return addressKeyOf(request);
}

/** An anonymous client's key: `ip:<address>`, IPv6 per /64. */
export function addressKeyOf(request: FastifyRequest): string {
  return addressKey(request.ip ?? request.socket?.remoteAddress ?? 'unknown');
}

/** Keys of the addresses seen lately: normalizing an address (IPv6 parsing) costs more than a whole cached read. */
const keysOfAddresses = new Map<string, string>();
const MAX_REMEMBERED_ADDRESSES = 10_000;

export function addressKey(address: string): string {
  let key = keysOfAddresses.get(address);
  if (key === undefined) {
    if (keysOfAddresses.size >= MAX_REMEMBERED_ADDRESSES) keysOfAddresses.clear();
    key = `ip:${normalizeIp(address, DEFAULT_IPV6_SUBNET_PREFIX)}`;
    keysOfAddresses.set(address, key);
  }
  return key;
}
