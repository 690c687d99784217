import styled from 'styled-components';
import { SkeletonBlock as Block } from '@forkful/ui';

const Layout = styled.div`
  display: grid;
  gap: 28px;
  @media (min-width: ${(p) => p.theme.breakpoints.md}) {
    grid-template-columns: 1.1fr 1fr;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export function RecipeDetailSkeleton() {
  return (
    <Layout aria-hidden="true" data-testid="recipe-detail-skeleton">
      <Block $height="auto" style={{ aspectRatio: '4 / 3' }} />
      <Column>
        <Block $height="20px" $width="55%" />
        <Block $height="40px" $width="85%" />
        <Block $height="18px" $width="40%" />
        <Block $height="18px" $width="60%" />
        <Block $height="72px" />
      </Column>
    </Layout>
  );
}
