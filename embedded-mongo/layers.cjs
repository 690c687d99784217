'use strict';
/**
 * The layers of embedded-mongo, lowest first: each is a folder of src/, and a layer imports only the layers listed
 * before it (never one after it, nor the package entry src/index.ts). The one list the import rules are generated from
 * (.dependency-cruiser.cjs, checked by `npm test` in architecture/) and that the README describes.
 */
const LAYERS = [
  {
    name: 'common',
    holds: "values and their order, mongod's errors, BSON type names, deadlines (maxTimeMS), collation",
    why: 'it is the vocabulary every other layer speaks, so it can use none of them',
  },
  {
    name: 'storage',
    holds: 'document entries, collections and their indexes (hash, sorted, text), journal and snapshot records, the lock file',
    why: 'how data is kept, in memory and on disk, does not depend on who reads or writes it',
  },
  {
    name: 'engine',
    holds: 'the catalog, applying and durably committing journal entries, cluster time, the change history, the transaction overlay, the TTL monitor',
    why: 'the database applies and journals the writes that the languages above decide; it needs none of them',
  },
  {
    name: 'query',
    holds: 'filters and their operators, $jsonSchema, $where, projections, the planner, find, $text search, collection validators',
    why: 'the query language reads collections; updates, pipelines and commands are built on it, never the reverse',
  },
  {
    name: 'update',
    holds: 'update operators, their paths, the positional $',
    why: 'updates use the matcher (the positional $, $pull conditions), and a query never updates',
  },
  {
    name: 'aggregate',
    holds: 'pipeline stage checks, running stages through mingo with our operators, $text scores in a pipeline',
    why: 'a pipeline starts with a find ($match) and runs the operators below; no query or update runs a pipeline',
  },
  {
    name: 'changes',
    holds: 'change streams: their spec, cursors, events, resume tokens, update descriptions',
    why: "a change stream is an aggregation over the engine's change history, and only a command opens one",
  },
  {
    name: 'commands',
    holds: 'the dispatcher and the handlers, with what they share: cursors, sessions (retryable writes, the transaction protocol), fail points, parameters, explain, collMod',
    why: "commands turn requests into mongod's replies with every layer below; they see documents, never message bytes or sockets",
  },
  {
    name: 'wire',
    holds: 'OP_MSG and OP_QUERY messages: parsing, checksums, replies',
    why: 'it turns bytes into messages and back, whatever the command',
  },
  {
    name: 'server',
    holds: 'startEmbeddedMongo: the TCP server, the worker-thread variant and its entry file',
    why: 'it is the top: it starts the engine and connects sockets to commands through the wire, and only the package entry imports it',
  },
];

const SRC = '^embedded-mongo/src/';
const ENTRY = `${SRC}index\\.ts$`;

/** One rule per layer: it imports no layer after it in LAYERS, nor the package entry. */
function layerRules() {
  return LAYERS.map((layer, i) => {
    const above = LAYERS.slice(i + 1).map((l) => l.name);
    const higher = above.length ? `no higher layer (${above.join(', ')}) nor the package entry` : 'not the package entry';
    return {
      name: `embedded-mongo-${layer.name}-imports-only-lower-layers`,
      comment: `embedded-mongo's ${layer.name} layer (${layer.holds}) imports ${higher}: ${layer.why}.`,
      severity: 'error',
      from: { path: `${SRC}${layer.name}/` },
      to: { path: above.length ? [`${SRC}(${above.join('|')})/`, ENTRY] : ENTRY },
    };
  });
}

/** The rules about embedded-mongo's layers: every source file in one, each importing only lower ones, no cycles. */
function embeddedMongoRules() {
  const names = LAYERS.map((l) => l.name).join('|');
  return [
    {
      name: 'embedded-mongo-files-live-in-a-layer',
      comment: `Every embedded-mongo source file is in a layer's folder (${names}) or is the package entry src/index.ts, so the layer rules see it.`,
      severity: 'error',
      from: { path: SRC, pathNot: [`${SRC}(${names})/`, ENTRY] },
      to: {},
    },
    ...layerRules(),
    {
      name: 'embedded-mongo-has-no-cycles',
      comment: 'No import cycle in embedded-mongo, not even through type-only imports (no-cycles allows those): each file reads, tests and moves with only what is below it.',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
  ];
}

module.exports = { LAYERS, embeddedMongoRules };
