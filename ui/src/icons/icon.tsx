import type { ReactNode, SVGProps } from 'react';

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

/**
 * An icon component from its drawing (the shapes inside the 24×24 frame). The kit's own icons are written out as
 * components instead: a module-level `lineIcon(<path />)` builds its drawing at import, so the minifier keeps every
 * icon of a module as soon as one is used; a component nobody imports is dropped.
 */
export function lineIcon(drawing: ReactNode) {
  return function LineIcon(props: IconProps) {
    return <Icon {...props}>{drawing}</Icon>;
  };
}
