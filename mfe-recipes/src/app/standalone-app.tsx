import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneHarness } from '@forkful/ui';
import AllRecipesPage from '../exposes/all-recipes-page';
import CookPage from '../exposes/cook-page';
import RecipeDetailPage from '../exposes/recipe-detail-page';

function NotFound() {
  return <p style={{ padding: 40, textAlign: 'center' }}>404: this is where the shell shows its not-found page.</p>;
}

/** The remote on its own, for developing without the shell: its exposed pages at the shell's routes. */
export function StandaloneApp() {
  return (
    <StandaloneHarness title="Forkful recipes (standalone)" links={[{ to: '/all-recipes', label: 'All recipes' }]}>
      <Routes>
        <Route path="/" element={<Navigate to="/all-recipes" replace />} />
        <Route path="/all-recipes" element={<AllRecipesPage />} />
        <Route path="/dashboard/all-recipes" element={<AllRecipesPage />} />
        <Route path="/recipes/:id" element={<RecipeDetailPage />} />
        <Route path="/cooks/:uid" element={<CookPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </StandaloneHarness>
  );
}
