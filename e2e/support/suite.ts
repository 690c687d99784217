/**
 * What most browser-test files share: the stack's addresses and one Chromium for the file, launched before its tests
 * and closed after them. Call it once at the top of a describe block: `const suite = useBrowserSuite();`.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { readStack, type StackInfo } from './stack';

export interface BrowserSuite {
  stack: StackInfo;
  browser: Browser;
}

export function useBrowserSuite(): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.stack = readStack();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}
