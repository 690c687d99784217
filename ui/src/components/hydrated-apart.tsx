import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates in its own pass, after the page around it: React leaves a Suspense
 * boundary's server HTML in place and hydrates it separately, at low priority, with its own commit. A page of such
 * parts hydrates as several short tasks instead of one long one, and its HTML stays on screen throughout (a click on
 * a part not hydrated yet hydrates it at once and is replayed). Nothing inside may suspend: the fallback is nothing.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
