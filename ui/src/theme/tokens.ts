import { css, type DefaultTheme } from 'styled-components';

/**
 * Mixins built on the run-time theme (`ForkfulTheme` from @forkful/contracts): the kit reads only its fields, so any
 * shell's theme object of that shape styles the kit.
 */

/** The product's keyboard focus outline (accent color, 3px). */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.accent};
  outline-offset: 2px;
`;

type Breakpoint = keyof DefaultTheme['breakpoints'];

/** `@media (min-width: <breakpoint>)`: from the sm, md or lg grid step up. */
export const mediaUp =
  (breakpoint: Breakpoint) =>
  ({ theme }: { theme: DefaultTheme }) =>
    `@media (min-width: ${theme.breakpoints[breakpoint]})`;

/** `@media (max-width: <breakpoint> - 0.02px)`: everything narrower than the sm, md or lg grid step. */
export const mediaBelow =
  (breakpoint: Breakpoint) =>
  ({ theme }: { theme: DefaultTheme }) =>
    `@media (max-width: calc(${theme.breakpoints[breakpoint]} - 0.02px))`;

/** The raised panel look: surface color, border, the theme's radius and shadow. */
export const surfacePanel = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** Text for screen readers only (the standard "sr-only" clip pattern). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
