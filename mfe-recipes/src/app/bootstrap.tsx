import { createRoot } from 'react-dom/client';
import { configureApi, setDevelopmentSession } from '@forkful/contracts';
import { StandaloneApp } from './standalone-app';

// Standalone only: the shell normally provides the API address and the signed-in session.
configureApi({ baseURL: process.env.API_URL ?? 'http://localhost:4000' });
const devEmail = new URLSearchParams(window.location.search).get('devEmail');
setDevelopmentSession(devEmail ? { email: devEmail } : {});

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
