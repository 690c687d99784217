import { useId, useState, type Ref } from 'react';
import styled from 'styled-components';
import { RATINGS, type Rating } from '@forkful/domain';
import { FieldError, focusRing, visuallyHidden } from '@forkful/ui';
import { useT } from '../../../i18n';
import { StarIcon } from './stars';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.35rem;
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
`;

/* A 44px target per star; the radio itself is invisible but focusable, its ring drawn around the star. */
const Choice = styled.label<{ $lit: boolean }>`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  cursor: pointer;
  color: ${(p) => (p.$lit ? p.theme.colors.primary : p.theme.colors.textMuted)};

  & > input {
    ${visuallyHidden}
  }
  & > svg {
    border-radius: 6px;
  }
  & > input:focus-visible ~ svg {
    ${focusRing}
  }
`;

interface StarRatingFieldProps {
  value: Rating | null;
  onChange: (rating: Rating) => void;
  /** The inline message ("Choose a rating"); the group is then invalid and described by it. */
  error?: string;
  /** The first star's radio, to focus when the rating is missing. */
  firstRef?: Ref<HTMLInputElement>;
}

/**
 * "Your rating": five native radios named "1 star" to "5 stars" in a radio group (Tab reaches it, arrow keys choose),
 * drawn as stars lit up to the choice, or to the star under the pointer.
 */
export function StarRatingField({ value, onChange, error, firstRef }: StarRatingFieldProps) {
  const id = useId();
  const t = useT();
  const [pointed, setPointed] = useState<Rating | null>(null);
  const lit = pointed ?? value ?? 0;
  return (
    <Group role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <Legend id={`${id}-legend`}>{t('reviewForm.yourRating')}</Legend>
      <Row onMouseLeave={() => setPointed(null)}>
        {RATINGS.map((rating) => (
          <Choice key={rating} $lit={rating <= lit} onMouseEnter={() => setPointed(rating)}>
            <input
              ref={rating === 1 ? firstRef : undefined}
              type="radio"
              name={`${id}-rating`}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={t('ratings.stars', { stars: rating })}
            />
            <StarIcon filled={rating <= lit} size={32} />
          </Choice>
        ))}
      </Row>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Group>
  );
}
