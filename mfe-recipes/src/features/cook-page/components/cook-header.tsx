import styled from 'styled-components';
import type { CookProfile } from '@forkful/domain';
import { resolveImageUrl } from '@forkful/ui';
import { useT } from '../../../i18n';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 20px;
  margin-bottom: 28px;
`;

const Avatar = styled.img`
  width: 88px;
  height: 88px;
  border-radius: 50%;
  object-fit: cover;
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 3px solid ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadow};
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  font-size: 2.2rem;
  font-weight: 800;
  color: ${(p) => p.theme.colors.primaryText};
  background: ${(p) => p.theme.colors.primary};
`;

const Name = styled.h1`
  margin: 0;
  font-size: clamp(1.6rem, 3.5vw, 2.3rem);
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  margin: 4px 0 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 600;
`;

/** The cook's picture (or initial), name and how many recipes they shared. */
export function CookHeader({ cook }: { cook: CookProfile }) {
  const t = useT();
  const photo = resolveImageUrl(cook.photoURL);
  return (
    <Header>
      {photo ? (
        <Avatar src={photo} alt="" width={88} height={88} />
      ) : (
        <Initial aria-hidden="true">{cook.displayName.trim().charAt(0).toUpperCase() || '?'}</Initial>
      )}
      <div>
        <Name id="cook-name">{cook.displayName}</Name>
        <Count>{t('cookPage.shared', { count: cook.recipeCount })}</Count>
      </div>
    </Header>
  );
}
