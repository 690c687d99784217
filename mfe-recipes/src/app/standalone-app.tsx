import { useEffect, useState } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import styled, { ThemeProvider, createGlobalStyle } from 'styled-components';
import { Toaster } from 'react-hot-toast';
import { THEME_STORAGE_KEY, TOAST, themes, type ThemeMode } from '@forkful/contracts';
import AllRecipesPage from '../exposes/all-recipes-page';
import RecipeDetailPage from '../exposes/recipe-detail-page';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    font-family: ${(p) => p.theme.font};
    color-scheme: ${(p) => p.theme.mode};
  }
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 20px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};

  & > a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 800;
    text-decoration: none;
  }
  & > button {
    margin-left: auto;
    padding: 6px 14px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    background: transparent;
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
`;

function NotFound() {
  return <p style={{ padding: 40, textAlign: 'center' }}>404: this is where the shell shows its not-found page.</p>;
}

/** The remote on its own, for developing without the shell: its two routes, a theme switch and the toaster. */
export function StandaloneApp() {
  const [mode, setMode] = useState<ThemeMode>(() =>
    localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light',
  );
  useEffect(() => {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
    document.documentElement.setAttribute('data-theme', mode);
  }, [mode]);

  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      <BrowserRouter>
        <Bar>
          <Link to="/all-recipes">Forkful recipes (standalone)</Link>
          <button type="button" onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
            {mode === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
        </Bar>
        <main>
          <Routes>
            <Route path="/" element={<Navigate to="/all-recipes" replace />} />
            <Route path="/all-recipes" element={<AllRecipesPage />} />
            <Route path="/dashboard/all-recipes" element={<AllRecipesPage />} />
            <Route path="/recipes/:id" element={<RecipeDetailPage />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </main>
      </BrowserRouter>
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST.defaultMs,
          success: { duration: TOAST.successMs },
          error: { duration: TOAST.errorMs },
          style: { background: themes[mode].colors.surface, color: themes[mode].colors.text },
        }}
      />
    </ThemeProvider>
  );
}
