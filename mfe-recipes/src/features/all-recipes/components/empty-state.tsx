import styled from 'styled-components';
import { Button, PlateIcon } from '@forkful/ui';
import { useT } from '../../../i18n';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 56px 24px;
  border: 1.5px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  text-align: center;
`;

const Icon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  margin-bottom: 4px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.primary};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  color: ${(p) => p.theme.colors.text};
`;

const Hint = styled.p`
  margin: 0 0 8px;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Shown when a page has no recipes, and after a failed fetch (spec section 8). */
export function EmptyState({ onClear }: { onClear?: () => void }) {
  const t = useT();
  return (
    <Box role="status">
      <Icon>
        <PlateIcon size={40} />
      </Icon>
      <Title>{t('allRecipes.empty')}</Title>
      <Hint>{t('allRecipes.emptyHint')}</Hint>
      {onClear && (
        <Button type="button" $variant="ghost" onClick={onClear}>
          {t('allRecipes.clearFilters')}
        </Button>
      )}
    </Box>
  );
}
