/**
 * Never called. Its import of `@forkful/contracts` is what makes this build provide that shared module: the frozen
 * surface remotes built before the split into domain, topology, design-tokens and runtime ask for (contracts/src).
 * The module loads only when such a remote asks for it. Remove this file once no live remote was built before the
 * split (ARCHITECTURE.md, "Compatibility between the shell and remotes").
 */
export const loadLegacyContracts = () => import('@forkful/contracts');
