import styled from 'styled-components';
import { ButtonLink, Card, PageContainer, PageHeader, SectionTitle, useDocumentTitle, usePageMeta } from '@forkful/ui';

const VALUES = [
  {
    title: 'Real kitchens',
    text: 'Recipes written by people who cook them at home, with the ingredients and steps that actually work.',
  },
  {
    title: 'Every cuisine welcome',
    text: 'From Bangladeshi bhuna to Italian risotto and Mexican mole, every food culture has a place at our table.',
  },
  {
    title: 'Kindness first',
    text: 'We celebrate each other’s cooking. A like is a thank-you from one cook to another.',
  },
];

const Split = styled.div`
  display: grid;
  gap: 1.5rem;
  margin-bottom: 3rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Text = styled.p`
  margin: 0 0 0.9rem;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;

  &:last-child {
    margin-bottom: 0;
  }
`;

const Values = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0 0 3rem;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const ValueTitle = styled.h3`
  margin: 0 0 0.4rem;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

const Cta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

export function AboutPage() {
  useDocumentTitle('About Us');
  usePageMeta({ description: 'Who we are and why Forkful exists: a home for food lovers and home chefs to share the recipes they love.' });
  return (
    <PageContainer>
      <PageHeader
        eyebrow="About Us"
        title="Cooking is better when it is shared"
        lead="Forkful is a recipe-sharing community for food lovers and home chefs: a place to discover what to cook tonight and to share the dishes you are proud of."
      />
      <Split>
        <Card as="section" aria-labelledby="about-mission">
          <SectionTitle id="about-mission">Our Mission</SectionTitle>
          <Text>
            Our mission is to help everyone cook with confidence. We make it simple to find a good recipe, follow it
            step by step, and give something back by sharing your own.
          </Text>
          <Text>
            Every recipe on Forkful lists its ingredients, instructions, cuisine and preparation time, so you know
            what you are getting into before you turn on the stove.
          </Text>
        </Card>
        <Card as="section" aria-labelledby="about-vision">
          <SectionTitle id="about-vision">Our Vision</SectionTitle>
          <Text>
            We picture a world where family recipes are not lost in notebooks, and where a cook in Dhaka can learn a
            Sunday sauce from Naples and teach a biryani in return.
          </Text>
          <Text>
            Forkful aims to be the friendliest kitchen on the internet: open to every cuisine, shaped by the cooks who
            use it, and focused on food rather than noise.
          </Text>
        </Card>
      </Split>
      <SectionTitle as="h2" style={{ textAlign: 'center' }}>
        What We Value
      </SectionTitle>
      <Values>
        {VALUES.map((value) => (
          <Card as="li" key={value.title}>
            <ValueTitle>{value.title}</ValueTitle>
            <Muted>{value.text}</Muted>
          </Card>
        ))}
      </Values>
      <Cta>
        <ButtonLink to="/all-recipes">Explore Recipes</ButtonLink>
        <ButtonLink to="/contact" $variant="outline">
          Contact Us
        </ButtonLink>
      </Cta>
    </PageContainer>
  );
}
