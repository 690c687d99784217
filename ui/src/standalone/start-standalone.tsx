import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, setDevelopmentSession } from '@forkful/contracts';

/** Replaced at build time by webpack's DefinePlugin (config/webpack.frontend.js: the API's URL from the topology). */
declare const process: { env: { API_URL: string } };

/**
 * A remote's standalone dev page: what the shell normally provides (the API address, a signed-in session: a
 * development user, or `?devEmail=` to act as another cook), then the app in StrictMode.
 */
export function startStandalone(app: ReactElement): void {
  configureApi({ baseURL: process.env.API_URL });
  const devEmail = new URLSearchParams(window.location.search).get('devEmail');
  setDevelopmentSession(devEmail ? { email: devEmail } : {});
  createRoot(document.getElementById('root')!).render(<StrictMode>{app}</StrictMode>);
}
