import styled from 'styled-components';
import { SkeletonBlock as Block } from '@forkful/ui';

const Shell = styled.div`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Body = styled.div`
  display: grid;
  gap: 0.7rem;
  padding: 1rem 1.1rem 1.25rem;
`;

/** The shape of a recipe card while the top recipes load. */
export function RecipeCardSkeleton() {
  return (
    <Shell aria-hidden="true" data-testid="recipe-card-skeleton">
      <Block $height="auto" style={{ aspectRatio: '4 / 3', borderRadius: 0 }} />
      <Body>
        <Block $height="1.2rem" $width="80%" />
        <Block $height="0.95rem" $width="45%" />
        <Block $height="0.95rem" $width="35%" />
      </Body>
    </Shell>
  );
}
