import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@forkful/runtime';
import { Button, circle, UserIcon } from '@forkful/ui';
import { useT } from '../../../i18n';
import { logout } from '../../auth';

const Avatar = styled.span`
  ${circle('2.5rem')}
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The signed-in user's photo (or a default icon), with the display name (or 'Anonymous') as tooltip and name. */
export function UserAvatar() {
  const t = useT();
  const user = useSession((state) => state.user);
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);
  if (!user) return null;
  const name = user.displayName?.trim() || t('user.anonymous');
  return (
    <Avatar role="img" aria-label={name} title={name} data-testid="user-avatar">
      {user.photoURL && user.photoURL !== brokenPhoto ? (
        <img src={user.photoURL} alt="" referrerPolicy="no-referrer" onError={() => setBrokenPhoto(user.photoURL)} />
      ) : (
        <UserIcon size={22} />
      )}
    </Avatar>
  );
}

/** Signs out and goes to /login; a failure is only logged (the spec). */
export function LogoutButton() {
  const t = useT();
  const navigate = useNavigate();
  const onLogout = async () => {
    try {
      await logout();
      navigate('/login');
    } catch (error) {
      console.error('[forkful] logout failed:', error);
    }
  };
  return (
    <Button type="button" $variant="outline" $size="sm" onClick={onLogout}>
      {t('header.logout')}
    </Button>
  );
}
