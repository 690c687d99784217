import styled from 'styled-components';
import { Button, HeartIcon, useFormat } from '@forkful/ui';
import { useT } from '../../../i18n';

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
  const t = useT();
  const format = useFormat();
  return (
    <Panel>
      <Count aria-live="polite">
        <HeartIcon filled />
        <span data-testid="like-count">{format.digits(String(likeCount))}</span> {t('likes.count', { count: likeCount })}
      </Count>
      <LikeButton type="button" onClick={onLike} disabled={pending} aria-busy={pending}>
        <HeartIcon size={16} />
        {pending ? t('likes.liking') : t('likes.like')}
      </LikeButton>
      {isOwnRecipe && <Note>{t('likes.ownRecipe')}</Note>}
    </Panel>
  );
}
