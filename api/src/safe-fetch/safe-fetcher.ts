import { Inject, Injectable } from '@nestjs/common';
import { API_CONFIG, ApiConfig } from '../config/api-config';

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

/**
 * Fetches a user-named address safely (issue 32). Every refusal is an HttpException with a 4xx status and one of
 * IMPORT_MESSAGES (never the fetched body).
 */
@Injectable()
export class SafeFetcher {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  /** A web page: text/html or application/xhtml+xml, at most IMPORT_LIMITS.pageMaxBytes. */
  async fetchPage(url: string): Promise<FetchedResource> {
    throw new Error(`not yet ${url} ${this.config.importAllowHosts.length}`);
  }

  /** A photo: image/*, at most IMPORT_LIMITS.imageMaxBytes. */
  async fetchImage(url: string): Promise<FetchedResource> {
    throw new Error(`not yet ${url}`);
  }
}
