import styled from 'styled-components';
import { HydratedApart, useDocumentTitle } from '@forkful/ui';
import { Hero } from './hero';
import { Newsletter } from './newsletter';
import { SpecialOffer } from './special-offer';
import { Testimonials } from './testimonials';
import { TopRecipes } from './top-recipes';
import { WhyChoose } from './why-choose';

const Page = styled.div`
  font-family: ${({ theme }) => theme.font};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * The home page (spec section 2): hero, top recipes, special offer, benefits, testimonials, newsletter. Each section
 * of the server's HTML hydrates on its own, the hero first.
 */
export function HomePage() {
  useDocumentTitle();
  return (
    <Page>
      <HydratedApart>
        <Hero />
      </HydratedApart>
      <HydratedApart>
        <TopRecipes />
      </HydratedApart>
      <HydratedApart>
        <SpecialOffer />
      </HydratedApart>
      <HydratedApart>
        <WhyChoose />
      </HydratedApart>
      <HydratedApart>
        <Testimonials />
      </HydratedApart>
      <HydratedApart>
        <Newsletter />
      </HydratedApart>
    </Page>
  );
}
