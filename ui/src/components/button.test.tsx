import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lightTheme } from '@forkful/design-tokens';
import { renderThemed } from '../testing/render-themed';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a real button that reports clicks, and none while disabled', async () => {
    const onClick = jest.fn();
    const { rerender } = renderThemed(
      <Button type="button" onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button type="button" onClick={onClick} disabled>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('fills with the primary color by default and outlines for the outline variant', () => {
    renderThemed(
      <>
        <Button>Primary</Button>
        <Button $variant="outline">Outline</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveStyle({ background: lightTheme.colors.primary });
    expect(screen.getByRole('button', { name: 'Outline' })).toHaveStyle({ color: lightTheme.colors.primary, background: 'transparent' });
  });
});

describe('ButtonLink', () => {
  it('is a link to its route that looks like a button', () => {
    renderThemed(<ButtonLink to="/all-recipes">See All Recipes</ButtonLink>);
    expect(screen.getByRole('link', { name: 'See All Recipes' })).toHaveAttribute('href', '/all-recipes');
  });
});
