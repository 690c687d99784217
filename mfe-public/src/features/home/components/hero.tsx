import { useMemo } from 'react';
import styled from 'styled-components';
import { TYPEWRITER } from '@forkful/design-tokens';
import { alpha, ButtonLink } from '@forkful/ui';
import { useT } from '../../../i18n';
import { Typewriter } from './typewriter';

const Banner = styled.section`
  position: relative;
  max-width: 1200px;
  margin: 0 auto;
  overflow: hidden;
  padding: clamp(3.5rem, 9vw, 6.5rem) 1.25rem;
  text-align: center;
  background:
    radial-gradient(circle at 12% 20%, ${({ theme }) => alpha(theme.colors.primary, 0.15)} 0, transparent 42%),
    radial-gradient(circle at 88% 80%, ${({ theme }) => alpha(theme.colors.accent, 0.13)} 0, transparent 40%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.surfaceAlt}, ${({ theme }) => theme.colors.background});
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
`;

const Inner = styled.div`
  position: relative;
  max-width: 820px;
  margin: 0 auto;
`;

const Kicker = styled.p`
  display: inline-block;
  margin: 0 0 1.25rem;
  padding: 0.35rem 0.9rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  font-weight: 600;
  letter-spacing: 0.04em;
`;

const Headline = styled.h1`
  margin: 0 0 1rem;
  font-size: clamp(2.3rem, 7vw, 4rem);
  line-height: 1.08;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
`;

const Intro = styled.p`
  max-width: 600px;
  margin: 1.25rem auto 2rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1rem;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

export function Hero() {
  const t = useT();
  // The spec's phrases (TYPEWRITER_PHRASES) in English, the page's language otherwise; one array per language.
  const phrases = useMemo(() => [t('hero.typewriter.discover'), t('hero.typewriter.share'), t('hero.typewriter.enjoy')], [t]);
  return (
    <Banner aria-labelledby="home-hero-title">
      <Inner>
        <Kicker>{t('hero.kicker')}</Kicker>
        <Headline id="home-hero-title">{t('hero.headline')}</Headline>
        <Typewriter phrases={phrases} timing={TYPEWRITER} />
        <Intro>{t('hero.intro')}</Intro>
        <Actions>
          <ButtonLink to="/all-recipes">{t('hero.browse')}</ButtonLink>
          <ButtonLink to="/add-recipe" $variant="outline">
            {t('hero.share')}
          </ButtonLink>
        </Actions>
      </Inner>
    </Banner>
  );
}
