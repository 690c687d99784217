import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, setDevelopmentSession } from '@forkful/runtime';

/** Replaced at build time by webpack's DefinePlugin (config/webpack.frontend.js: the API's URL from the topology). */
declare const process: { env: { API_URL: string } };

/**
 * A remote's standalone dev page: what the shell normally provides (the API address, a signed-in session: a
 * development user, or `?devUid=` to act as another cook, since a recipe's author is an account id; `?devEmail=`
 * changes only the email shown), then the app in StrictMode.
 */
export function startStandalone(app: ReactElement): void {
  configureApi({ baseURL: process.env.API_URL });
  const query = new URLSearchParams(window.location.search);
  const uid = query.get('devUid');
  const email = query.get('devEmail');
  setDevelopmentSession({ ...(uid ? { uid } : {}), ...(email ? { email } : {}) });
  createRoot(document.getElementById('root')!).render(<StrictMode>{app}</StrictMode>);
}
