import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, setDevelopmentSession } from '@forkful/contracts';
import { StandaloneApp } from './standalone-app';

// Standalone only: the shell normally provides the API address and the session.
configureApi({ baseURL: process.env.API_URL ?? 'http://localhost:4000' });
setDevelopmentSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
