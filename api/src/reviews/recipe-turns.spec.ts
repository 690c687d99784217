import { RecipeTurns } from './recipe-turns';

/** A write that records its start and end, and finishes when told to. */
function controlledWrite(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const write = async () => {
    log.push(`start ${name}`);
    try {
      return await done;
    } finally {
      log.push(`end ${name}`);
    }
  };
  return { write, finish: () => finish(name), fail: () => fail(new Error(name)) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RecipeTurns', () => {
  it("runs one recipe's writes one after another, in the order they came", async () => {
    const turns = new RecipeTurns();
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controlledWrite(log, name));
    const results = [turns.run('r1', a.write), turns.run('r1', b.write), turns.run('r1', c.write)];
    await settle();
    expect(log).toEqual(['start a']);
    a.finish();
    await settle();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it("runs different recipes' writes at once", async () => {
    const turns = new RecipeTurns();
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => controlledWrite(log, name));
    const results = [turns.run('r1', a.write), turns.run('r2', b.write)];
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    b.finish();
    a.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b']);
  });

  it('gives a failed write its error and goes on with the next; the line is gone once empty', async () => {
    const turns = new RecipeTurns();
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => controlledWrite(log, name));
    const failed = turns.run('r1', a.write);
    const next = turns.run('r1', b.write);
    expect(turns.busyRecipes).toBe(1);
    a.fail();
    await expect(failed).rejects.toThrow('a');
    b.finish();
    await expect(next).resolves.toBe('b');
    expect(turns.busyRecipes).toBe(0);
  });
});
