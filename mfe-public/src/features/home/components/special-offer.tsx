import styled from 'styled-components';
import { SPECIAL_OFFER_THRESHOLD } from '@forkful/domain';
import { alpha, ButtonLink } from '@forkful/ui';
import { useT } from '../../../i18n';
import { HomeBand } from './home-band';

const Banner = styled.div`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1.25rem;
  padding: clamp(1.75rem, 5vw, 3rem);
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => alpha(theme.colors.primary, 0.85)} 60%,
    ${({ theme }) => alpha(theme.colors.accent, 0.8)}
  );
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadow};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: 2.5rem;
  }
`;

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 0.75rem;
  padding: 0.3rem 0.8rem;
  border-radius: 999px;
  background: ${({ theme }) => alpha(theme.colors.primaryText, 0.15)};
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  margin: 0 0 0.5rem;
  font-size: clamp(1.5rem, 4vw, 2.1rem);
  line-height: 1.2;
`;

const Text = styled.p`
  max-width: 620px;
  margin: 0;
  font-size: 1.08rem;
  line-height: 1.6;
`;

/** The Special Offer banner: share enough recipes to be featured and win kitchen gear. */
export function SpecialOffer() {
  const t = useT();
  return (
    <HomeBand aria-labelledby="special-offer-title">
      <Banner>
        <div>
          <Badge>{t('specialOffer.badge')}</Badge>
          <Title id="special-offer-title">{t('specialOffer.title')}</Title>
          <Text>{t('specialOffer.text', { count: SPECIAL_OFFER_THRESHOLD })}</Text>
        </div>
        <ButtonLink to="/add-recipe" $variant="inverse">
          {t('specialOffer.cta')}
        </ButtonLink>
      </Banner>
    </HomeBand>
  );
}
