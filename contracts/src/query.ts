/** Frozen `@forkful/contracts/query` (see core.ts for why it stays). */
export * from '@forkful/runtime/query';
