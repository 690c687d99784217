import styled from 'styled-components';
import { ButtonLink, Card, PageContainer, PageHeader, SectionTitle, useDocumentTitle, usePageMeta } from '@forkful/ui';
import { type AppMessageKey, useT } from '../../../i18n';

const VALUES: { title: AppMessageKey; text: AppMessageKey }[] = [
  { title: 'about.values.kitchens.title', text: 'about.values.kitchens.text' },
  { title: 'about.values.cuisines.title', text: 'about.values.cuisines.text' },
  { title: 'about.values.kindness.title', text: 'about.values.kindness.text' },
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
  const t = useT();
  useDocumentTitle(t('about.title'));
  usePageMeta({ description: t('about.description') });
  return (
    <PageContainer>
      <PageHeader eyebrow={t('about.title')} title={t('about.headline')} lead={t('about.lead')} />
      <Split>
        <Card as="section" aria-labelledby="about-mission">
          <SectionTitle id="about-mission">{t('about.mission.title')}</SectionTitle>
          <Text>{t('about.mission.purpose')}</Text>
          <Text>{t('about.mission.recipes')}</Text>
        </Card>
        <Card as="section" aria-labelledby="about-vision">
          <SectionTitle id="about-vision">{t('about.vision.title')}</SectionTitle>
          <Text>{t('about.vision.world')}</Text>
          <Text>{t('about.vision.kitchen')}</Text>
        </Card>
      </Split>
      <SectionTitle as="h2" style={{ textAlign: 'center' }}>
        {t('about.values.title')}
      </SectionTitle>
      <Values>
        {VALUES.map((value) => (
          <Card as="li" key={value.title}>
            <ValueTitle>{t(value.title)}</ValueTitle>
            <Muted>{t(value.text)}</Muted>
          </Card>
        ))}
      </Values>
      <Cta>
        <ButtonLink to="/all-recipes">{t('about.explore')}</ButtonLink>
        <ButtonLink to="/contact" $variant="outline">
          {t('about.contact')}
        </ButtonLink>
      </Cta>
    </PageContainer>
  );
}
