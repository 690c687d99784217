/**
 * Runs the rating writes of one recipe one after another in this process; those of different recipes run at once.
 *
 * Each is a transaction writing the recipe's rating fields, so concurrent ones conflict, and the driver retries a
 * conflicted transaction at once, without backoff: 50 cooks rating one recipe together kept the database busy with
 * hundreds of doomed attempts (48 s on the test machine). In turn, each commits at its first attempt. Only this
 * process's writes take turns: the transaction, not this, is what keeps the tally exact across processes.
 */
export class RecipeTurns {
  /** Per recipe, the end of the last write in line (resolves whether that write failed or not). */
  private readonly lines = new Map<string, Promise<void>>();

  async run<T>(recipeKey: string, write: () => Promise<T>): Promise<T> {
    const before = this.lines.get(recipeKey);
    let finished!: () => void;
    const end = new Promise<void>((resolve) => (finished = resolve));
    this.lines.set(recipeKey, end);
    try {
      await before;
      return await write();
    } finally {
      finished();
      if (this.lines.get(recipeKey) === end) this.lines.delete(recipeKey);
    }
  }

  /** How many recipes have writes in line (none once they are done: the map does not grow). */
  get busyRecipes(): number {
    return this.lines.size;
  }
}
