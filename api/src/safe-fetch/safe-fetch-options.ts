import { IMPORT_LIMITS } from '@forkful/domain';
import { lookup } from 'node:dns/promises';

/** One address a host name resolved to (dns.lookup's shape). */
export interface ResolvedAddress {
  address: string;
  /** 4 or 6. */
  family: number;
}

/** Resolves a host name to all its addresses, once per fetch step: the only lookup the fetcher makes. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver (what a connection would use), every address in the order it gave them. */
export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * What a SafeFetcher may be given besides the config: tests give a resolver whose answer changes between calls (DNS
 * rebinding), a deadline of a second instead of ten and small body limits. The API itself takes the defaults.
 */
export interface SafeFetchOptions {
  resolve: HostResolver;
  /** Everything one fetch takes: lookups, redirects, headers and body. */
  timeoutMs: number;
  pageMaxBytes: number;
  imageMaxBytes: number;
}

export const DEFAULT_SAFE_FETCH_OPTIONS: SafeFetchOptions = {
  resolve: systemResolver,
  timeoutMs: IMPORT_LIMITS.fetchTimeoutMs,
  pageMaxBytes: IMPORT_LIMITS.pageMaxBytes,
  imageMaxBytes: IMPORT_LIMITS.imageMaxBytes,
};

/** Injection token of a Partial<SafeFetchOptions> (optional: absent, the defaults above). */
export const SAFE_FETCH_OPTIONS = Symbol('SAFE_FETCH_OPTIONS');
