import { useId } from 'react';
import styled from 'styled-components';
import type { Review } from '@forkful/domain';
import { ShowMore } from '@forkful/ui';
import { useT } from '../../../i18n';
import { ReviewItem } from './review-item';

const Heading = styled.h3`
  margin: 0 0 4px;
  font-size: 1.05rem;
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface ReviewListProps {
  reviews: Review[];
  total: number;
  canReply: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The reviews, newest first, a page at a time ("Show more"); nothing while there are none. */
export function ReviewList({ reviews, total, canReply, ...more }: ReviewListProps) {
  const headingId = useId();
  const t = useT();
  if (reviews.length === 0) return null;
  return (
    <div>
      <Heading id={headingId}>{t('reviews.count', { count: total })}</Heading>
      <List aria-labelledby={headingId}>
        {reviews.map((review) => (
          <li key={review._id}>
            <ReviewItem review={review} canReply={canReply} />
          </li>
        ))}
      </List>
      <ShowMore {...more} />
    </div>
  );
}
