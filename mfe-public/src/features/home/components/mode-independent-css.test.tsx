import { expectModeIndependentCss } from '@forkful/ui/src/testing/render-on-server';
import { Hero } from './hero';
import { Newsletter } from './newsletter';
import { RecipeCard } from './recipe-card';
import { SpecialOffer } from './special-offer';

describe('home components: the same CSS in the light and the dark theme (server rendering)', () => {
  it('renders the hero, the special offer, the newsletter and a top recipe alike, translucent colors by color-mix', () => {
    const css = expectModeIndependentCss(
      <>
        <Hero />
        <SpecialOffer />
        <Newsletter />
        <RecipeCard recipe={{ _id: 'r1', image: 'https://images.example.com/a.jpg', title: 'Biryani', cuisineType: 'Bangladeshi', likeCount: 3 }} />
      </>,
    );
    expect(css).toContain('color-mix(in srgb, var(--ff-color-primary) 15%, transparent)');
    expect(css).toContain('color-mix(in srgb, var(--ff-color-accent) 13%, transparent)');
    expect(css).toContain('color-mix(in srgb, var(--ff-color-primary) 85%, transparent)');
    expect(css).toContain('color-mix(in srgb, var(--ff-color-accent) 80%, transparent)');
    expect(css).toContain('color-mix(in srgb, var(--ff-color-primary-text) 15%, transparent)');
    expect(css).toContain('color-mix(in srgb, var(--ff-color-primary) 25%, transparent)');
    expect(css).toContain('color-mix(in srgb, var(--ff-color-primary) 53%, transparent)');
  });
});
