import { screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { PageHeader } from './page-layout';

describe('PageHeader', () => {
  it("is the page's h1 with its eyebrow and lead", () => {
    renderThemed(<PageHeader eyebrow="Contact" title="Contact Us" lead="We would love to hear from you." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Contact')).toBeInTheDocument();
    expect(screen.getByText('We would love to hear from you.')).toBeInTheDocument();
  });

  it('at level 2 is an h2 that can name its region', () => {
    renderThemed(
      <section aria-labelledby="top-title">
        <PageHeader level={2} titleId="top-title" title="Top Recipes" />
      </section>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Top Recipes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top Recipes' })).toBeInTheDocument();
  });
});
