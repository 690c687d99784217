/** A command failure reported to the client the way mongod does: `{ ok: 0, errmsg, code, codeName }`. */
export class CommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export const badValue = (msg: string) => new CommandError(2, 'BadValue', msg);
export const failedToParse = (msg: string) => new CommandError(9, 'FailedToParse', msg);
export const typeMismatch = (msg: string) => new CommandError(14, 'TypeMismatch', msg);
export const illegalOperation = (msg: string) => new CommandError(20, 'IllegalOperation', msg);
export const namespaceNotFound = (msg: string) => new CommandError(26, 'NamespaceNotFound', msg);
export const indexNotFound = (msg: string) => new CommandError(27, 'IndexNotFound', msg);
export const cursorNotFound = (msg: string) => new CommandError(43, 'CursorNotFound', msg);
export const namespaceExists = (msg: string) => new CommandError(48, 'NamespaceExists', msg);
export const commandNotFound = (name: string) =>
  new CommandError(59, 'CommandNotFound', `no such command: '${name}'`);
export const immutableField = (msg: string) => new CommandError(66, 'ImmutableField', msg);
export const invalidOptions = (msg: string) => new CommandError(72, 'InvalidOptions', msg);
export const indexOptionsConflict = (msg: string) => new CommandError(85, 'IndexOptionsConflict', msg);
export const indexKeySpecsConflict = (msg: string) => new CommandError(86, 'IndexKeySpecsConflict', msg);
export const invalidNamespace = (msg: string) => new CommandError(73, 'InvalidNamespace', msg);

/** Duplicate key: the shape mongod uses so drivers/mongoose expose code, keyPattern and keyValue. */
export class DuplicateKeyError extends CommandError {
  constructor(ns: string, indexName: string, keyPattern: Record<string, unknown>, keyValue: Record<string, unknown>, keyText: string) {
    super(11000, 'DuplicateKey', `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: ${keyText}`, {
      keyPattern,
      keyValue,
    });
  }
}

/** Converts any thrown value into a CommandError (mingo and internal errors become BadValue / InternalError). */
export function toCommandError(err: unknown): CommandError {
  if (err instanceof CommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof Error && err.name === 'MingoError') return badValue(message);
  if (err instanceof Error && /BSON|bson/.test(err.name + message)) return badValue(message);
  return new CommandError(1, 'InternalError', message);
}
