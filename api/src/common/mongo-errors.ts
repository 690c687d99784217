/** MongoDB's duplicate key error: a unique index refused a second document with the same key. */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}
