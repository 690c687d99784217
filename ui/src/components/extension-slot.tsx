import {
  Component, createContext, lazy, Suspense, useContext, useState, useSyncExternalStore,
  type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode,
} from 'react';
import styled from 'styled-components';
import { ExtensionsContext, type ExtensionContribution, type ExtensionContributions } from '@forkful/runtime';
import type { ExtensionSlotName, ExtensionSlotProps } from '@forkful/topology';

// Stand-in when the shell's copy of @forkful/runtime predates ExtensionsContext (an older shell): no contributions.
const NO_EXTENSIONS = createContext<ExtensionContributions | null>(null);

// What to render for a contribution that did not load.
const Nothing = () => null;

// One lazy component per contribution (by its load function, which the shell keeps for the page's lifetime), so a
// slot shown again (another recipe) does not load again. One that failed is tried afresh by the next slot mounted.
const lazyContributions = new WeakMap<ExtensionContribution['load'], { Lazy: LazyContribution; failed: boolean }>();
// A contribution that fails is reported once per page load, not on every page that shows its slot.
const reported = new Set<string>();

type LazyContribution = LazyExoticComponent<ComponentType<object>>;

function reportOnce(id: string, slot: string, error: unknown): void {
  if (reported.has(id)) return;
  reported.add(id);
  console.warn(`[forkful] ${id} is left out of the ${slot} slot:`, error);
}

function isComponent(value: unknown): value is ComponentType<object> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null);
}

function lazyContribution({ id, load }: ExtensionContribution, slot: string): LazyContribution {
  const known = lazyContributions.get(load);
  if (known && !known.failed) return known.Lazy;
  const attempt = {
    failed: false,
    Lazy: lazy(() => Promise.resolve()
      .then(load)
      .then((loaded) => {
        if (!isComponent(loaded)) throw new Error(`${id} did not provide a component`);
        return { default: loaded };
      })
      .catch((error: unknown) => {
        attempt.failed = true;
        reportOnce(id, slot, error);
        return { default: Nothing };
      })),
  };
  lazyContributions.set(load, attempt);
  return attempt.Lazy;
}

/** Keeps a contribution that throws while rendering to itself: the page and the other contributions go on. */
class ContributionBoundary extends Component<{ id: string; slot: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportOnce(this.props.id, this.props.slot, `${error.message}${info.componentStack ?? ''}`);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The slot's contributions as the shell lists them, read defensively (it is another build's value). */
function contributionsOf(all: ExtensionContributions | null, slot: string): ExtensionContribution[] {
  const listed: unknown = all && typeof all === 'object' && Object.hasOwn(all, slot) ? all[slot] : undefined;
  if (!Array.isArray(listed)) return [];
  return listed.filter((entry): entry is ExtensionContribution => (
    typeof entry === 'object' && entry !== null && typeof entry.id === 'string' && typeof entry.load === 'function'
  ));
}

/**
 * One contribution, its lazy component chosen once per mount (a failed one is not loaded again on every render), so
 * above its Suspense boundary: state of a component that suspends before its first commit is not kept.
 */
function Contribution({ contribution, slot, props }: { contribution: ExtensionContribution; slot: string; props: object }) {
  const [Lazy] = useState(() => lazyContribution(contribution, slot));
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

const subscribeToNothing = () => () => undefined;

/** False on the server and while hydrating (the server's HTML had no contributions), true in the browser after that. */
function useInBrowser(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

// Its contributions sit among the page's own items (a flex row of actions, say) as if they were the page's.
const Slot = styled.div`
  display: contents;
`;

export interface ExtensionSlotProperties<S extends ExtensionSlotName> {
  slot: S;
  /** What every contribution receives: the slot's contract, `ExtensionSlotProps` in @forkful/topology. */
  props: ExtensionSlotProps[S];
}

/**
 * A named place on a page where other remotes contribute components at run time (ARCHITECTURE.md, "Extension points"):
 * the live remotes declare them in their route modules and the shell provides them (ExtensionsContext). Each renders
 * in the browser only, loaded lazily, in its own boundary: one that is down, fails to load or throws is left out
 * (reported once), and the page never waits for or fails with one. No contributions (none live, a standalone remote,
 * an older shell): nothing at all.
 */
export function ExtensionSlot<S extends ExtensionSlotName>({ slot, props }: ExtensionSlotProperties<S>) {
  const all = useContext(ExtensionsContext ?? NO_EXTENSIONS);
  const inBrowser = useInBrowser();
  const contributions = contributionsOf(all, slot);
  if (!inBrowser || contributions.length === 0) return null;
  return (
    <Slot data-extension-slot={slot}>
      {contributions.map((contribution) => (
        <ContributionBoundary key={contribution.id} id={contribution.id} slot={slot}>
          <Contribution contribution={contribution} slot={slot} props={props} />
        </ContributionBoundary>
      ))}
    </Slot>
  );
}
