import { css, type DefaultTheme } from 'styled-components';

/**
 * Mixins built on the run-time theme (`ForkfulTheme` from @forkful/design-tokens): the kit reads only its fields, so any
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

/**
 * `color` at `fraction` opacity (0 to 1), as CSS: `color-mix(in srgb, <color> 53%, transparent)`. Works on the
 * theme's `var(--ff-color-…)` references, which a hex alpha suffix (`…}88`) would turn into invalid CSS.
 */
export function alpha(color: string, fraction: number): string {
  if (!(fraction >= 0 && fraction <= 1)) throw new RangeError(`alpha: fraction ${fraction} is not between 0 and 1`);
  return `color-mix(in srgb, ${color} ${Number((fraction * 100).toFixed(2))}%, transparent)`;
}

/**
 * A raised card's shadow on hover: the theme's `cardHoverShadow` (a CSS variable, the same text in both modes). A
 * theme object from an older shell lacks the field; it gets the values that shell's kit used.
 */
export const cardHoverShadow = ({ theme }: { theme: DefaultTheme }) =>
  theme.cardHoverShadow ?? `0 10px 28px rgba(0, 0, 0, ${theme.mode === 'dark' ? 0.55 : 0.14})`;

/** The raised panel look: surface color, border, the theme's radius and shadow. */
export const surfacePanel = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** A round box of `size` that centers its content (icon buttons, avatars, icon badges). */
export const circle = (size: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
  flex-shrink: 0;
  border-radius: 50%;
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
