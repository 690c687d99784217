import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Toaster } from 'react-hot-toast';
import { THEME_STORAGE_KEY, configureApi, setDevelopmentSession, themes, type ThemeMode } from '@forkful/contracts';
import DashboardLayout from '../exposes/dashboard-layout';
import OverviewPage from '../exposes/overview-page';
import MyRecipesPage from '../exposes/my-recipes-page';
import AddRecipePage from '../exposes/add-recipe-page';
import { AllRecipesLinkOut } from './all-recipes-link-out';
import { DevFrame } from './dev-frame';

// Standalone dev page: the shell normally provides the session, the API base URL, the theme and the router.
setDevelopmentSession();
configureApi({ baseURL: process.env.API_URL ?? 'http://localhost:4000' });

function initialMode(): ThemeMode {
  return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

function StandaloneApp() {
  const [mode, setMode] = useState<ThemeMode>(initialMode);
  useEffect(() => {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
    document.documentElement.setAttribute('data-theme', mode);
  }, [mode]);

  return (
    <ThemeProvider theme={themes[mode]}>
      <BrowserRouter>
        <DevFrame mode={mode} onToggleTheme={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
          <Routes>
            <Route path="/" element={<Navigate to="/dashboard" replace />} />
            <Route path="/dashboard" element={<DashboardLayout />}>
              <Route index element={<OverviewPage />} />
              <Route path="all-recipes" element={<AllRecipesLinkOut />} />
              <Route path="my-recipes" element={<MyRecipesPage />} />
              <Route path="add-recipe" element={<AddRecipePage />} />
            </Route>
            <Route path="/my-recipes" element={<MyRecipesPage />} />
            <Route path="/add-recipe" element={<AddRecipePage />} />
            <Route path="/all-recipes" element={<AllRecipesLinkOut />} />
          </Routes>
        </DevFrame>
      </BrowserRouter>
      <Toaster />
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
