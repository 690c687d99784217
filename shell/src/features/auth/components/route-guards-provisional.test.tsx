import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '@forkful/runtime';
import { ensureAuth } from '../lib/auth-service';
import { currentPath, renderRoutes } from '../../../testing/render';
import { RequireSignedOut, RequireSignIn } from './route-guards';

// The session shown is only the remembered guess: Firebase has not answered yet (auth-service.ts).
jest.mock('../lib/auth-service', () => ({ ensureAuth: jest.fn(async () => undefined), useSessionIsProvisional: () => true }));

function App() {
  return (
    <Routes>
      <Route element={<RequireSignIn />}>
        <Route path="/dashboard" element={<p>Dashboard</p>} />
      </Route>
      <Route element={<RequireSignedOut />}>
        <Route path="/login" element={<p>Login form</p>} />
      </Route>
    </Routes>
  );
}

describe('route guards before Firebase has answered', () => {
  beforeEach(() => jest.mocked(ensureAuth).mockClear());

  it('keeps a visitor guessed signed out on the protected page (a spinner) and starts Firebase to be sure', () => {
    sessionStore.setState({ status: 'signed-out', user: null });
    renderRoutes({ '*': <App /> }, ['/dashboard']);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(ensureAuth).toHaveBeenCalled();
  });

  it('lets a remembered signed-in user through at once', () => {
    sessionStore.setState({ status: 'signed-in', user: { uid: 'u1', email: 'a@b.c', displayName: 'A', photoURL: null } });
    renderRoutes({ '*': <App /> }, ['/dashboard']);
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('shows the sign-in form at once while Firebase loads for it', () => {
    sessionStore.setState({ status: 'signed-out', user: null });
    renderRoutes({ '*': <App /> }, ['/login']);
    expect(screen.getByText('Login form')).toBeInTheDocument();
    expect(ensureAuth).toHaveBeenCalled();
  });
});
