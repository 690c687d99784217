import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneHarness } from '@forkful/ui';
import { useT } from '../i18n';
import AllRecipesPage from '../exposes/all-recipes-page';
import CookPage from '../exposes/cook-page';
import RecipeDetailPage from '../exposes/recipe-detail-page';

function NotFound() {
  const t = useT();
  return <p style={{ padding: 40, textAlign: 'center' }}>{t('standalone.notFound')}</p>;
}

/** The remote on its own, for developing without the shell: its exposed pages at the shell's routes. */
export function StandaloneApp() {
  const t = useT();
  return (
    <StandaloneHarness title={t('standalone.title')} links={[{ to: '/all-recipes', label: t('standalone.allRecipes') }]}>
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
