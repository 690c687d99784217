/** Frozen `@forkful/contracts/routes-schema` (see core.ts for why it stays). */
export * from '@forkful/topology/routes-schema';
