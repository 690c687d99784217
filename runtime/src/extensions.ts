import { createContext, type ComponentType } from 'react';

/**
 * One remote's contribution to a named slot of another remote's page (an extension point): its module id and how to
 * load its component. The component takes the slot's props (`ExtensionSlotProps` in @forkful/topology).
 */
export interface ExtensionContribution {
  /** The contributed module, e.g. `mfe_planner/AddToPlanAction`. */
  id: string;
  /** Loads the component (the shell's remote loader, with its timeout); rejects when the remote is down or broken. */
  // `any`: each slot has its own props, which `<ExtensionSlot>` types by the slot's name.
  load: () => Promise<ComponentType<any>>;
}

/** Each slot's contributions (`recipe-actions` -> [...]), in the order they render. */
export type ExtensionContributions = Readonly<Record<string, readonly ExtensionContribution[] | undefined>>;

/**
 * The live remotes' contributions to extension slots, provided by the shell from /remotes.json (each remote's
 * `routes.extensions`). Null outside the shell: a standalone remote, a test, a server render (slots render in the
 * browser only). A shell from before this context has none at all: `<ExtensionSlot>` (@forkful/ui) then renders nothing.
 */
export const ExtensionsContext = createContext<ExtensionContributions | null>(null);
