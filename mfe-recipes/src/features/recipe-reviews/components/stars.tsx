import styled from 'styled-components';

const STAR_PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/** One star, outlined, or filled in the current colour. */
export function StarIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

const Row = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  line-height: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  display: inline-flex;
  overflow: hidden;
  color: ${(p) => p.theme.colors.primary};
`;

const five = (filled: boolean, size: number) => [1, 2, 3, 4, 5].map((n) => <StarIcon key={n} filled={filled} size={size} />);

/**
 * Five stars filled to `value` (fractions too: 4.3 fills four and a third). With `label` it is an image of that name
 * ("4 out of 5 stars"); without, decoration beside text that says the value.
 */
export function Stars({ value, size = 18, label }: { value: number; size?: number; label?: string }) {
  const share = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <Row {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      {five(false, size)}
      <Filled style={{ width: share }}>{five(true, size)}</Filled>
    </Row>
  );
}
