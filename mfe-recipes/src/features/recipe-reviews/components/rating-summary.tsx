import styled from 'styled-components';
import type { RatingSummary as Summary } from '@forkful/domain';
import { VisuallyHidden, useFormat } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useRatingText } from './rating-headline';
import { Stars } from './stars';

const Headline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;

  & > p {
    margin: 0;
  }
`;

const Average = styled.p`
  font-size: 1.1rem;
  font-weight: 700;
`;

const Count = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 600;
`;

const Breakdown = styled.ul`
  display: grid;
  gap: 6px;
  margin: 14px 0 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 4.2em 1fr 2.5em;
  align-items: center;
  gap: 10px;
  font-size: 0.9rem;

  & > :last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.span`
  height: 10px;
  overflow: hidden;
  border-radius: 999px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${(p) => p.theme.colors.primary};
`;

/** The average with its stars, how many rated, and how many gave 5 down to 1 stars ("5 stars: 8", each with a bar). */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { average, count, breakdown } = summary;
  const t = useT();
  const format = useFormat();
  const text = useRatingText();
  if (average === null || count === 0) return <Count>{t('ratings.none')}</Count>;
  return (
    <div>
      <Headline>
        <Stars value={average} size={22} />
        <Average>{text.average(average)}</Average>
        <Count>{text.count(count)}</Count>
      </Headline>
      <Breakdown aria-label={t('ratings.byStars')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const given = breakdown[stars - 1] ?? 0;
          return (
            <Line key={stars}>
              <span>
                {t('ratings.stars', { stars })}
                <VisuallyHidden>: </VisuallyHidden>
              </span>
              <Track aria-hidden="true">
                <Fill style={{ width: `${(given / count) * 100}%` }} />
              </Track>
              <span>{format.digits(String(given))}</span>
            </Line>
          );
        })}
      </Breakdown>
    </div>
  );
}
