/**
 * `@forkful/design-tokens`: the theme every frontend styles with (its shape, the light and dark palettes) and the
 * interface's timings. No React, no styled-components: the UI kit, the shell and the browser tests read the same values.
 */
export * from './theme';
export * from './timings';
