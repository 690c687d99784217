import { createContext } from 'react';

/** Whether the host (the shell) has a page at a path: not its catch-all (not-found) page. */
export type HostRouteCheck = (path: string) => boolean;

/**
 * The shell's answer to "is this path a page?", around its routes (the browser's and the server's). A remote links to a
 * page an older shell lacks only once the shell routes it (useHostHasRoute in @forkful/ui). Null outside the shell: a
 * standalone remote, a test, or a shell from before this context (it has a data router instead).
 */
export const HostRoutesContext = createContext<HostRouteCheck | null>(null);
