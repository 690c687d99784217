import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task: what the browser queued meanwhile (a timer, an input event) runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one (it keeps the start-up's priority)", async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});
