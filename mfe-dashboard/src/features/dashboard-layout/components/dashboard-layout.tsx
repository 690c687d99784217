import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { DashboardNav } from './dashboard-nav';

const Shell = styled.div`
  min-height: 100%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

/** /dashboard: the navigation bar above whichever child route is active. */
export function DashboardLayout() {
  return (
    <Shell>
      <DashboardNav />
      <Outlet />
    </Shell>
  );
}
