/** Frozen `@forkful/contracts/routes` (see core.ts for why it stays). */
export * from '@forkful/topology/routes';
