import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BookmarkHeartIcon, PeopleIcon, SparkIcon, TrioGrid } from '@forkful/ui';
import { type AppMessageKey, useT } from '../../../i18n';
import { HomeSection } from './home-section';

const BENEFITS: { title: AppMessageKey; text: AppMessageKey; icon: ReactNode }[] = [
  { title: 'whyChoose.easy.title', text: 'whyChoose.easy.text', icon: <SparkIcon size={28} /> },
  { title: 'whyChoose.favorites.title', text: 'whyChoose.favorites.text', icon: <BookmarkHeartIcon size={28} /> },
  { title: 'whyChoose.community.title', text: 'whyChoose.community.text', icon: <PeopleIcon size={28} /> },
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
  const t = useT();
  return (
    <HomeSection id="why-choose" title={t('whyChoose.title')} subtitle={t('whyChoose.subtitle')}>
      <TrioGrid>
        {BENEFITS.map((benefit) => (
          <Benefit key={benefit.title}>
            <IconBadge>{benefit.icon}</IconBadge>
            <Title>{t(benefit.title)}</Title>
            <Text>{t(benefit.text)}</Text>
          </Benefit>
        ))}
      </TrioGrid>
    </HomeSection>
  );
}
