import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES, useSession } from '@forkful/contracts';
import { UserIcon } from '../../../components/icons';
import { logout } from '../../auth/lib/auth-service';

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  flex-shrink: 0;
  border-radius: 50%;
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

const LogoutButton = styled.button`
  padding: 0.45rem 0.9rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The signed-in user's avatar (photo or a default icon; name or 'Anonymous' as tooltip) and Logout. */
export function UserMenu() {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);
  if (!user) return null;
  const name = user.displayName?.trim() || MESSAGES.anonymous;

  const onLogout = async () => {
    try {
      await logout();
      navigate('/login');
    } catch (error) {
      // The spec: a logout failure is only logged.
      console.error('[forkful] logout failed:', error);
    }
  };

  return (
    <>
      <Avatar role="img" aria-label={name} title={name} data-testid="user-avatar">
        {user.photoURL && user.photoURL !== brokenPhoto ? (
          <img src={user.photoURL} alt="" referrerPolicy="no-referrer" onError={() => setBrokenPhoto(user.photoURL)} />
        ) : (
          <UserIcon />
        )}
      </Avatar>
      <LogoutButton type="button" onClick={onLogout}>
        Logout
      </LogoutButton>
    </>
  );
}
