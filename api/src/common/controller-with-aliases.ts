import { applyDecorators, Controller, SetMetadata } from '@nestjs/common';

/** Metadata of a controller: the older names it still answers at (src/openapi documents them as deprecated). */
export const DEPRECATED_ALIASES = 'forkful:deprecated-aliases';

/**
 * A controller at `path` that also answers at the older names in `deprecatedAliases`, for clients built before a
 * rename (deployed remotes, older shells): the same handlers, guards, pipes, limits and answers at both. The OpenAPI
 * document lists each alias's operations as deprecated, naming the path to call instead.
 */
export function ControllerWithAliases(path: string, deprecatedAliases: string[]): ClassDecorator {
  return applyDecorators(Controller([path, ...deprecatedAliases]), SetMetadata(DEPRECATED_ALIASES, deprecatedAliases));
}
