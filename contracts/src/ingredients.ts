/** Frozen `@forkful/contracts/ingredients` (see core.ts for why it stays). */
export * from '@forkful/domain/ingredients';
