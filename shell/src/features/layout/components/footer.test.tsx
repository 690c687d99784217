import { act, screen, within } from '@testing-library/react';
import { navigationStore } from '@forkful/runtime';
import { fillNavigation } from '../../../testing/remote-fixtures';
import { renderAt, signIn, signOutSession } from '../../../testing/render';
import { Footer } from './footer';

const columnLinks = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  beforeEach(() => signOutSession());

  it("lists the three live remotes' footer entries in today's columns and order", () => {
    fillNavigation();
    renderAt(<Footer />);
    expect(columnLinks('Explore')).toEqual([
      ['All Recipes', '/all-recipes'],
      ['About Us', '/about'],
      ['Share a Recipe', '/add-recipe'],
    ]);
    expect(columnLinks('Help & Legal')).toEqual([
      ['Contact', '/contact'],
      ['Support', '/support'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]);
  });

  it('leaves out a column no live remote fills, and entries meant for the other session state', () => {
    navigationStore.setState({
      entries: [
        { slot: 'footer-explore', label: 'Pantry', to: '/pantry', order: 10, show: 'signed-in' },
        { slot: 'footer-explore', label: 'Recipes', to: '/all-recipes', order: 20 },
      ],
    });
    renderAt(<Footer />);
    expect(columnLinks('Explore')).toEqual([['Recipes', '/all-recipes']]);
    expect(screen.queryByRole('navigation', { name: 'Help & Legal' })).not.toBeInTheDocument();
    act(() => signIn());
    expect(columnLinks('Explore')).toEqual([
      ['Pantry', '/pantry'],
      ['Recipes', '/all-recipes'],
    ]);
  });

  it('keeps the brand and the social links without any remote', () => {
    navigationStore.setState({ entries: [] });
    renderAt(<Footer />);
    expect(screen.getByRole('link', { name: 'Forkful on Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/');
    expect(screen.queryByRole('navigation', { name: 'Explore' })).not.toBeInTheDocument();
  });
});
