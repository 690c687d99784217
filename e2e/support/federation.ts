/** What the Module Federation runtime did in a page: how many React renderers started, which shared copies it registered. */
import type { Page } from 'playwright-core';

/**
 * Counts the React DOM renderers that start in the page: every copy of react-dom announces itself to the React
 * DevTools hook when it is evaluated, so a remote that brought its own copy would make this 2.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const versions: string[] = [];
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__FORKFUL_RENDERERS__ = versions;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: { version?: string; reconcilerVersion?: string }) {
        versions.push(renderer.version ?? renderer.reconcilerVersion ?? 'unknown');
        renderers.set(versions.length, renderer);
        return versions.length;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      setStrictMode() {},
    };
  });
}

export interface SharedCopy {
  scope: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** What the federation runtime's share scopes say about one package: every registered copy and who uses it. */
export async function sharedCopies(page: Page, pkg: string): Promise<SharedCopy[]> {
  return page.evaluate((name) => {
    type Entry = { from: string; loaded?: boolean; useIn?: string[] };
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__;
    const copies: SharedCopy[] = [];
    for (const [instance, scopes] of Object.entries(federation.__SHARE__)) {
      for (const [scopeName, packages] of Object.entries(scopes)) {
        for (const [version, entry] of Object.entries(packages[name] ?? {})) {
          copies.push({ scope: `${instance}/${scopeName}`, version, from: entry.from, loaded: !!entry.loaded, useIn: entry.useIn ?? [] });
        }
      }
    }
    return copies;
  }, pkg);
}
