/**
 * `@forkful/domain/schema-org`: recipes as schema.org Recipe objects and back. Writing: the recipe page's JSON-LD, its
 * Download, the export (GET /my-recipes/export). Reading: an imported page's JSON-LD or microdata (the API finds the
 * objects in the HTML) and an imported file. Pure; its own entry so only the apps that need it bundle it.
 */
export * from './schema-org/write-recipe';
export * from './schema-org/read-recipe';
