import type { SVGProps } from 'react';

/** `size` in px (width and height); any other SVG attribute is passed on. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * The frame of every line icon: a 24×24 stroke drawing in the current text color. Decorative (aria-hidden), because
 * every button or link using one carries its own name; drawn inline so it looks the same everywhere (no emoji font).
 */
export function Icon({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
