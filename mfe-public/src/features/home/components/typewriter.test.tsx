import { act, screen } from '@testing-library/react';
import { TYPEWRITER } from '@forkful/design-tokens';
import { TYPEWRITER_PHRASES } from '@forkful/domain';
import { renderWithProviders } from '../../../testing/render';
import { Typewriter } from './typewriter';

const [first, second, third] = TYPEWRITER_PHRASES;
const visibleText = () => screen.getByTestId('typewriter-text').textContent;
/**
 * Advances fake time in 10 ms steps (every delay is a multiple of 10), letting React commit after each step:
 * the next timer is set by an effect, so one big jump would skip the commits between characters.
 */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 10) {
    act(() => jest.advanceTimersByTime(Math.min(10, left)));
  }
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('Typewriter', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('uses the spec timing: type 70 ms, delete 40 ms, pause 2000 ms', () => {
    expect(TYPEWRITER).toEqual({ typeMs: 70, deleteMs: 40, pauseMs: 2000 });
  });

  it('types one character every 70 ms', () => {
    mockReducedMotion(false);
    renderWithProviders(<Typewriter phrases={TYPEWRITER_PHRASES} timing={TYPEWRITER} />);
    expect(visibleText()).toBe('');
    advance(69);
    expect(visibleText()).toBe('');
    advance(1);
    expect(visibleText()).toBe('D');
    advance(70 * 9);
    expect(visibleText()).toBe('Discover D');
    advance(70 * (first.length - 10));
    expect(visibleText()).toBe(first);
  });

  it('holds the full phrase for 2000 ms, deletes one character every 40 ms, then types the next phrase', () => {
    mockReducedMotion(false);
    renderWithProviders(<Typewriter phrases={TYPEWRITER_PHRASES} timing={TYPEWRITER} />);
    advance(70 * first.length);
    expect(visibleText()).toBe(first);
    advance(2000 + 39);
    expect(visibleText()).toBe(first);
    advance(1);
    expect(visibleText()).toBe(first.slice(0, -1));
    advance(40 * 3);
    expect(visibleText()).toBe(first.slice(0, -4));
    advance(40 * (first.length - 4));
    expect(visibleText()).toBe('');
    advance(70);
    expect(visibleText()).toBe(second[0]);
  });

  it('loops forever: after the last phrase it starts the first again', () => {
    mockReducedMotion(false);
    renderWithProviders(<Typewriter phrases={TYPEWRITER_PHRASES} timing={TYPEWRITER} />);
    const cycle = (phrase: string) => 70 * phrase.length + 2000 + 40 * phrase.length;
    advance(cycle(first) + cycle(second) + 70 * third.length);
    expect(visibleText()).toBe(third);
    advance(2000 + 40 * third.length + 70 * 3);
    expect(visibleText()).toBe(first.slice(0, 3));
  });

  it('gives screen readers the phrases as plain text and hides the moving letters', () => {
    mockReducedMotion(false);
    renderWithProviders(<Typewriter phrases={TYPEWRITER_PHRASES} timing={TYPEWRITER} />);
    expect(screen.getByTestId('typewriter-text')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(TYPEWRITER_PHRASES.join('. '))).toBeInTheDocument();
  });

  it('shows every phrase still, with no timers, when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    renderWithProviders(<Typewriter phrases={TYPEWRITER_PHRASES} timing={TYPEWRITER} />);
    for (const phrase of TYPEWRITER_PHRASES) expect(screen.getByText(phrase)).toBeVisible();
    expect(screen.queryByTestId('typewriter-text')).not.toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });
});
