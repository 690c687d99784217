import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { configureApi, setDevelopmentSession, themes } from '@forkful/contracts';
import { DevHeader, DevMain } from './dev/dev-header';
import { DevGlobalStyle } from './dev/global-style';
import { useDevTheme } from './dev/use-dev-theme';
import AboutPage from './exposes/about-page';
import ContactPage from './exposes/contact-page';
import HomePage from './exposes/home-page';
import NotFoundPage from './exposes/not-found-page';
import PrivacyPage from './exposes/privacy-page';
import SupportPage from './exposes/support-page';
import TermsPage from './exposes/terms-page';

/** The standalone dev page of mfe-public: every exposed page under its own route, without the shell. */
configureApi({ baseURL: process.env.API_URL ?? 'http://localhost:4000' });
setDevelopmentSession();

function StandaloneApp() {
  const [mode, toggleTheme] = useDevTheme();
  return (
    <ThemeProvider theme={themes[mode]}>
      <DevGlobalStyle />
      <BrowserRouter>
        <DevHeader mode={mode} onToggleTheme={toggleTheme} />
        <DevMain>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/contact" element={<ContactPage />} />
            <Route path="/support" element={<SupportPage />} />
            <Route path="/terms" element={<TermsPage />} />
            <Route path="/privacy" element={<PrivacyPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </DevMain>
      </BrowserRouter>
      <Toaster position="top-center" />
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
