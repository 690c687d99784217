import styled from 'styled-components';
import { Button, HeartIcon } from '@forkful/ui';

interface LikePanelProps {
  likeCount: number;
  pending: boolean;
  isOwnRecipe: boolean;
  onLike: () => void;
}

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 14px 18px;
  padding: 16px 18px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const Count = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-weight: 700;
  color: ${(p) => p.theme.colors.text};

  & > svg {
    width: 22px;
    height: 22px;
    color: ${(p) => p.theme.colors.heart};
  }
`;

const LikeButton = styled(Button)`
  margin-left: auto;
  background: ${(p) => p.theme.colors.heart};
  /* heartText: dark on the lighter dark-theme heart, white on the light one (a CSS variable, the same text in both
     modes). A theme object from an older shell lacks it: the colors that shell's build used. */
  color: ${(p) => p.theme.colors.heartText ?? (p.theme.mode === 'dark' ? p.theme.colors.background : p.theme.colors.surface)};
`;

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

export function LikePanel({ likeCount, pending, isOwnRecipe, onLike }: LikePanelProps) {
  return (
    <Panel>
      <Count aria-live="polite">
        <HeartIcon filled />
        <span data-testid="like-count">{likeCount}</span> {likeCount === 1 ? 'like' : 'likes'}
      </Count>
      <LikeButton type="button" onClick={onLike} disabled={pending} aria-busy={pending}>
        <HeartIcon size={16} />
        {pending ? 'Liking…' : 'Like'}
      </LikeButton>
      {isOwnRecipe && <Note>This is your recipe, so it collects likes from other cooks.</Note>}
    </Panel>
  );
}
