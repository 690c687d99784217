import { IMPORT_MESSAGES } from '@forkful/domain';
import { BadRequestException, HttpException, UnprocessableEntityException } from '@nestjs/common';

/**
 * Every way a safe fetch is refused, as the API's 4xx answers. The messages are the fixed IMPORT_MESSAGES the dialog
 * shows as they are: never the fetched body, the resolved address or a low-level error, which could tell a caller
 * what sits behind our network (the classic server-side request forgery probe).
 */
export const refuse = {
  /** A URL we will not try at all (its scheme, credentials, length) or one that leads to a non-public address: 400. */
  notPublicAddress: () => new BadRequestException(IMPORT_MESSAGES.notPublicAddress),
  notWebPage: () => new UnprocessableEntityException(IMPORT_MESSAGES.notWebPage),
  notImage: () => new UnprocessableEntityException(IMPORT_MESSAGES.notImage),
  tooSlow: () => new UnprocessableEntityException(IMPORT_MESSAGES.tooSlow),
  tooLarge: () => new UnprocessableEntityException(IMPORT_MESSAGES.tooLarge),
  imageTooLarge: () => new UnprocessableEntityException(IMPORT_MESSAGES.imageTooLarge),
  tooManyRedirects: () => new UnprocessableEntityException(IMPORT_MESSAGES.tooManyRedirects),
  unreachable: () => new UnprocessableEntityException(IMPORT_MESSAGES.unreachable),
  /** The far server's own error: still a 4xx to our client, since our API did nothing wrong. */
  upstreamError: (status: number) => new UnprocessableEntityException(IMPORT_MESSAGES.upstreamError(status)),
};

/**
 * Whatever a fetch threw, as a refusal: our own refusals as they are, anything else (a socket, TLS or zlib error we
 * did not map, a bug) as `unreachable`, so a user-named address can never turn into a 500.
 */
export function asRefusal(error: unknown): HttpException {
  return error instanceof HttpException && error.getStatus() < 500 ? error : refuse.unreachable();
}
