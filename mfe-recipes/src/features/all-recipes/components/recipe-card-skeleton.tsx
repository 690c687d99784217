import styled from 'styled-components';
import { ALL_RECIPES_PAGE_SIZE } from '@forkful/domain';
import { CardGrid, SkeletonBlock as Block } from '@forkful/ui';

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-bottom: 16px;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};

  & > :not(:first-child) {
    margin: 0 16px;
  }
`;

/** The grid's shape while a page loads, so the layout does not jump when the cards arrive. */
export function RecipeGridSkeleton() {
  return (
    <CardGrid aria-hidden="true" data-testid="recipe-grid-skeleton">
      {Array.from({ length: ALL_RECIPES_PAGE_SIZE }, (_, index) => (
        <li key={index}>
          <Card>
            <Block $height="auto" style={{ aspectRatio: '4 / 3', borderRadius: 0 }} />
            <Block $height="18px" $width="80%" />
            <Block $height="14px" $width="50%" />
            <Block $height="34px" $width="120px" />
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
