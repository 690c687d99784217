import styled from 'styled-components';
import { useUiT } from '../i18n/ui-messages';
import { Button } from './button';

const Row = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2rem;
`;

/** "Show more" under a list read page by page (TanStack Query's infinite queries); nothing once all is shown. */
export function ShowMore(props: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }) {
  const t = useUiT();
  if (!props.hasNextPage) return null;
  return (
    <Row>
      <Button type="button" $variant="outline" onClick={() => void props.fetchNextPage()} disabled={props.isFetchingNextPage} aria-busy={props.isFetchingNextPage}>
        {props.isFetchingNextPage ? t('loading.text') : t('showMore.more')}
      </Button>
    </Row>
  );
}
