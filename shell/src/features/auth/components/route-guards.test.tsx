import { act, screen } from '@testing-library/react';
import { sessionStore } from '@forkful/runtime';
import { currentPath, renderRoutes, signIn, signOutSession } from '../../../testing/render';
import { RequireSignedOut, RequireSignIn } from './route-guards';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';

function LoginProbe() {
  const location = useLocation();
  return <p>Login page, from {JSON.stringify(location.state)}</p>;
}

function App() {
  return (
    <Routes>
      <Route element={<RequireSignIn />}>
        <Route path="/dashboard/my-recipes" element={<p>My recipes</p>} />
      </Route>
      <Route element={<RequireSignedOut />}>
        <Route path="/login" element={<LoginProbe />} />
      </Route>
      <Route path="/" element={<p>Home</p>} />
      <Route path="*" element={<Outlet />} />
    </Routes>
  );
}

describe('route guards', () => {
  it('shows a spinner, not a redirect, while the session is loading', () => {
    sessionStore.setState({ status: 'loading', user: null });
    renderRoutes({ '*': <App /> }, ['/dashboard/my-recipes?page=2']);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/my-recipes?page=2');
  });

  it('sends a signed-out visitor to /login remembering the page first asked for', () => {
    sessionStore.setState({ status: 'loading', user: null });
    renderRoutes({ '*': <App /> }, ['/dashboard/my-recipes?page=2']);
    act(() => signOutSession());
    expect(currentPath()).toBe('/login');
    expect(screen.getByText('Login page, from {"from":"/dashboard/my-recipes?page=2"}')).toBeInTheDocument();
  });

  it('lets a signed-in user through', () => {
    signIn();
    renderRoutes({ '*': <App /> }, ['/dashboard/my-recipes']);
    expect(screen.getByText('My recipes')).toBeInTheDocument();
  });

  it('keeps a signed-in user away from /login: back to the remembered page, or home', () => {
    signIn();
    renderRoutes({ '*': <App /> }, [{ pathname: '/login', state: { from: '/dashboard/my-recipes' } }]);
    expect(currentPath()).toBe('/dashboard/my-recipes');
  });

  it('sends a signed-in user on /login without a remembered page home', () => {
    signIn();
    renderRoutes({ '*': <App /> }, ['/login']);
    expect(currentPath()).toBe('/');
    expect(screen.getByText('Home')).toBeInTheDocument();
  });
});
