import { Icon, type IconProps } from './icon';

/** Recipe and community icons: fork, heart, clock, globe, book, bookmark, people, spark, plate. */
export const ForkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 2v7a3 3 0 0 0 6 0V2M10 2v20M17 2c-1.7 1.2-3 3.6-3 7v3h3v10" />
  </Icon>
);
export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </Icon>
);
export const BookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20" />
    <path d="M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z" />
  </Icon>
);
export const BookmarkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
  </Icon>
);
export const BookmarkHeartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
    <path d="M12 13.5l-2.3-2.2a1.5 1.5 0 0 1 2.3-1.9 1.5 1.5 0 0 1 2.3 1.9z" />
  </Icon>
);
export const PeopleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M17 14.5c2.4 0 4.1 1.6 4.5 4" />
  </Icon>
);
export const SparkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />
  </Icon>
);

/** `filled`: a solid heart (a liked recipe, a like count); otherwise an outline. */
export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Icon {...props}>
    <path
      fill={filled ? 'currentColor' : 'none'}
      d="M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z"
    />
  </Icon>
);

/** A plate with fork and knife (48×48 frame): the placeholder of a recipe without a photo. */
export const PlateIcon = ({ size = 48, ...props }: IconProps) => (
  <Icon size={size} viewBox="0 0 48 48" {...props}>
    <circle cx="24" cy="24" r="13" strokeWidth="2.5" />
    <circle cx="24" cy="24" r="7" strokeWidth="1.5" opacity="0.6" />
    <path d="M5 10v9a3 3 0 0 0 3 3v16M8 10v8M11 10v9a3 3 0 0 1-3 3" />
    <path d="M42 38V10c-3 2-4.5 6-4.5 11v5H42" />
  </Icon>
);
