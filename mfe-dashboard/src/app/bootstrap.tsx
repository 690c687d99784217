import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, setDevelopmentSession } from '@forkful/contracts';
import { StandaloneApp } from './standalone-app';

// Standalone dev page: the shell normally provides the session and the API base URL.
setDevelopmentSession();
configureApi({ baseURL: process.env.API_URL ?? 'http://localhost:4000' });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
