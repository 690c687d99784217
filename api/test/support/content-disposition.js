'use strict';
/**
 * Stands in for content-disposition 3 under jest only: @fastify/static (serving swagger's UI assets) requires it, and
 * it is an ES module, which jest's CommonJS loader cannot require as Node does. @fastify/static uses it for
 * reply.download() alone, which the API never calls.
 */
module.exports = {
  create: (filename) => `attachment; filename="${String(filename).replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
};
