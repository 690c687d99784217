import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Block = styled.div<{ $h: string; $w?: string }>`
  height: ${(p) => p.$h};
  width: ${(p) => p.$w ?? '100%'};
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surfaceAlt};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

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
      <Block $h="auto" style={{ aspectRatio: '4 / 3' }} />
      <Column>
        <Block $h="20px" $w="55%" />
        <Block $h="40px" $w="85%" />
        <Block $h="18px" $w="40%" />
        <Block $h="18px" $w="60%" />
        <Block $h="72px" />
      </Column>
    </Layout>
  );
}
