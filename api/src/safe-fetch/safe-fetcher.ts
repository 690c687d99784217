import { IMPORT_LIMITS } from '@forkful/domain';
import { HttpException, Inject, Injectable, Optional } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { parseWebAddress } from './address-policy';
import { ACCEPT_ENCODING, mediaTypeOf, readBoundedBody } from './bounded-body';
import { checkedAddresses, pinnedRequest } from './pinned-request';
import { asRefusal, refuse } from './refusals';
import { DEFAULT_SAFE_FETCH_OPTIONS, SAFE_FETCH_OPTIONS, SafeFetchOptions } from './safe-fetch-options';

/** A fetched body and where it finally came from (after redirects). */
export interface FetchedResource {
  /** The address that answered, after redirects. */
  url: string;
  /** The answer's media type, lower case, without parameters (`text/html`). */
  contentType: string;
  /** The charset parameter when the answer named one. */
  charset?: string;
  body: Buffer;
}

/** What one kind of fetch (a page, a photo) asks for and accepts. */
interface ResourceKind {
  accept: string;
  mediaTypes: ReadonlySet<string>;
  maxBytes: number;
  wrongType: () => HttpException;
  tooLarge: () => HttpException;
}

const USER_AGENT = 'ForkfulRecipeImporter/1.0 (+https://forkful.dev)';
const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** The photo formats the photo pipeline reads; not SVG, which is a document that can carry scripts. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a user-named address safely (issue 32): the one way the API fetches one. Every step (the first address and
 * each redirect's) is checked the same way, on the address actually connected to (pinned-request.ts), and the whole
 * fetch is bounded in redirects, time and bytes. Every refusal is an HttpException with a 4xx status and one of
 * IMPORT_MESSAGES (never the fetched body).
 */
@Injectable()
export class SafeFetcher {
  private readonly options: SafeFetchOptions;
  private readonly allowHosts: ReadonlySet<string>;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    @Optional() @Inject(SAFE_FETCH_OPTIONS) options: Partial<SafeFetchOptions> = {},
  ) {
    this.options = { ...DEFAULT_SAFE_FETCH_OPTIONS, ...options };
    this.allowHosts = new Set(config.importAllowHosts);
  }

  /** A web page: text/html or application/xhtml+xml, at most IMPORT_LIMITS.pageMaxBytes. */
  async fetchPage(url: string): Promise<FetchedResource> {
    return this.fetch(url, {
      accept: 'text/html,application/xhtml+xml;q=0.9',
      mediaTypes: PAGE_TYPES,
      maxBytes: this.options.pageMaxBytes,
      wrongType: refuse.notWebPage,
      tooLarge: refuse.tooLarge,
    });
  }

  /** A photo: image/*, at most IMPORT_LIMITS.imageMaxBytes. */
  async fetchImage(url: string): Promise<FetchedResource> {
    return this.fetch(url, {
      accept: [...IMAGE_TYPES].join(','),
      mediaTypes: IMAGE_TYPES,
      maxBytes: this.options.imageMaxBytes,
      wrongType: refuse.notImage,
      tooLarge: refuse.imageTooLarge,
    });
  }

  /**
   * One deadline for everything: when it passes, the fetch is refused with `tooSlow` and the abort destroys whatever
   * socket is open, so a server dripping a byte at a time cannot hold us (or itself) past it.
   */
  private async fetch(raw: string, kind: ResourceKind): Promise<FetchedResource> {
    const start = parseWebAddress(raw);
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(refuse.tooSlow()), this.options.timeoutMs);
    });
    const work = this.follow(start, kind, abort.signal);
    work.catch(() => undefined); // lost to the deadline: its refusal has nobody to tell
    try {
      return await Promise.race([work, deadline]);
    } catch (error) {
      throw asRefusal(error);
    } finally {
      clearTimeout(timer);
      abort.abort(); // whatever is still open (a refused redirect's or a late socket) is closed now
    }
  }

  /** Requests `url`, following at most IMPORT_LIMITS.maxRedirects redirects, each address checked like the first. */
  private async follow(start: URL, kind: ResourceKind, signal: AbortSignal): Promise<FetchedResource> {
    const headers: OutgoingHttpHeaders = { 'user-agent': USER_AGENT, accept: kind.accept, 'accept-encoding': ACCEPT_ENCODING };
    let url = start;
    for (let redirects = 0; ; redirects += 1) {
      const addresses = await checkedAddresses(url, this.options.resolve, this.allowHosts);
      const response = await pinnedRequest(url, addresses, headers, signal);
      const location = response.headers.location;
      if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) return this.accept(url, response, kind);
      response.destroy(); // a redirect's body is never read
      if (redirects >= IMPORT_LIMITS.maxRedirects) throw refuse.tooManyRedirects();
      url = parseWebAddress(location, url);
    }
  }

  /** The final answer: a 2xx of an accepted media type (checked before any byte of the body is read), within its limit. */
  private async accept(url: URL, response: IncomingMessage, kind: ResourceKind): Promise<FetchedResource> {
    const status = response.statusCode ?? 0;
    const { type, charset } = mediaTypeOf(response.headers['content-type']);
    if (status < 200 || status > 299 || !kind.mediaTypes.has(type)) {
      response.destroy();
      throw status < 200 || status > 299 ? refuse.upstreamError(status) : kind.wrongType();
    }
    const body = await readBoundedBody(response, kind.maxBytes, kind.tooLarge);
    return { url: url.href, contentType: type, ...(charset ? { charset } : {}), body };
  }
}
