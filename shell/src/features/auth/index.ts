/**
 * What other shell features may use of sign-in: signing out (the pages and guards are wired by app/: shell-pages.tsx,
 * remote-route-objects.tsx).
 */
export { logout } from './lib/auth-service';
