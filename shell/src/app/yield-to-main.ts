/**
 * Lets the browser paint and handle input before the next step of the start-up: each step then is its own task, not
 * one long one (Lighthouse's total blocking time counts every task's time over 50 ms). Plain code, no imports: it runs
 * before the shared modules are negotiated.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
