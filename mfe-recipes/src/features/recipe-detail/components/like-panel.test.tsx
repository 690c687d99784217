import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { darkPalette, lightPalette, lightTheme, type ForkfulTheme, type ThemeMode, type ThemePalette } from '@forkful/design-tokens';
import { expectModeIndependentCss, renderOnServer } from '@forkful/ui/src/testing/render-on-server';
import { renderWithProviders } from '../../../testing/render';
import { LikePanel } from './like-panel';

function renderPanel(props: Partial<Parameters<typeof LikePanel>[0]> = {}) {
  const onLike = jest.fn();
  renderWithProviders(<LikePanel likeCount={4} pending={false} isOwnRecipe={false} onLike={onLike} {...props} />);
  return onLike;
}

describe('LikePanel', () => {
  it('shows the count with the right word', () => {
    renderPanel({ likeCount: 1 });
    expect(screen.getByText(/like$/)).toHaveTextContent('1 like');
  });

  it('says "likes" for any other count', () => {
    renderPanel({ likeCount: 0 });
    expect(screen.getByText(/likes$/)).toHaveTextContent('0 likes');
  });

  it('likes on click', async () => {
    const onLike = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(onLike).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while a like is being sent', async () => {
    const onLike = renderPanel({ pending: true });
    const button = screen.getByRole('button', { name: 'Liking…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onLike).not.toHaveBeenCalled();
  });

  it("explains on the author's own recipe that likes come from other cooks", () => {
    renderPanel({ isOwnRecipe: true });
    expect(screen.getByText('This is your recipe, so it collects likes from other cooks.')).toBeInTheDocument();
  });

  it('has no such note on anyone else’s recipe', () => {
    renderPanel();
    expect(screen.queryByText(/This is your recipe/)).not.toBeInTheDocument();
  });

  it('has the same CSS in the light and the dark theme: the button text is the heartText variable', () => {
    const css = expectModeIndependentCss(<LikePanel likeCount={4} pending={false} isOwnRecipe={false} onLike={() => undefined} />);
    expect(css).toContain('color:var(--ff-color-heart-text)');
  });

  it("on an older shell's theme (no heartText) keeps that shell's colors: dark text in dark, white in light", () => {
    const legacy = (palette: ThemePalette, mode: ThemeMode): ForkfulTheme => ({ ...lightTheme, mode, colors: { ...palette.colors, heartText: undefined } });
    const panel = <LikePanel likeCount={4} pending={false} isOwnRecipe={false} onLike={() => undefined} />;
    expect(renderOnServer(panel, legacy(darkPalette, 'dark')).css).toContain(`color:${darkPalette.colors.background}`);
    expect(renderOnServer(panel, legacy(lightPalette, 'light')).css).toContain(`color:${lightPalette.colors.surface}`);
  });
});
