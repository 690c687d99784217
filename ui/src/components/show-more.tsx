import styled from 'styled-components';
import { Button } from './button';

const Row = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2rem;
`;

/** "Show more" under a list read page by page (TanStack Query's infinite queries); nothing once all is shown. */
export function ShowMore(props: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }) {
  if (!props.hasNextPage) return null;
  return (
    <Row>
      <Button type="button" $variant="outline" onClick={() => void props.fetchNextPage()} disabled={props.isFetchingNextPage} aria-busy={props.isFetchingNextPage}>
        {props.isFetchingNextPage ? 'Loading...' : 'Show more'}
      </Button>
    </Row>
  );
}
