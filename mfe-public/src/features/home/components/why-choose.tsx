import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BookmarkHeartIcon, PeopleIcon, SparkIcon, TrioGrid } from '@forkful/ui';
import { HomeSection } from './home-section';

const BENEFITS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Easy to Use',
    text: 'Find a recipe in seconds with cuisine filters and sorting, and share your own with one simple form.',
    icon: <SparkIcon size={28} />,
  },
  {
    title: 'Personalized Favorites',
    text: 'Save the dishes you love to your own Saved Recipes, scale them to your table and cook them step by step.',
    icon: <BookmarkHeartIcon size={28} />,
  },
  {
    title: 'Community Driven',
    text: 'Every recipe comes from a real home cook, and the most liked ones rise to the top for everyone to try.',
    icon: <PeopleIcon size={28} />,
  },
];

const Benefit = styled.li`
  padding: 1.75rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: 1rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

export function WhyChoose() {
  return (
    <HomeSection id="why-choose" title="Why Choose Forkful?" subtitle="Everything you need to cook, share and enjoy.">
      <TrioGrid>
        {BENEFITS.map((benefit) => (
          <Benefit key={benefit.title}>
            <IconBadge>{benefit.icon}</IconBadge>
            <Title>{benefit.title}</Title>
            <Text>{benefit.text}</Text>
          </Benefit>
        ))}
      </TrioGrid>
    </HomeSection>
  );
}
