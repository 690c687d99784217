import { Suspense, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LocaleContext } from '@forkful/runtime';
import { StandaloneHarness, standaloneLocale } from '@forkful/ui';
import AddRecipePage from '../exposes/add-recipe-page';
import DashboardLayout from '../exposes/dashboard-layout';
import ModerationPage from '../exposes/moderation-page';
import MyCollectionsPage from '../exposes/my-collections-page';
import MyRecipesPage from '../exposes/my-recipes-page';
import OverviewPage from '../exposes/overview-page';
import SavedRecipesPage from '../exposes/saved-recipes-page';
import { useT } from '../i18n';
import { AllRecipesLinkOut } from './all-recipes-link-out';

function StandaloneRoutes() {
  const t = useT();
  const links = [
    { to: '/dashboard', label: t('standalone.dashboard') },
    { to: '/my-recipes', label: t('standalone.myRecipes') },
    { to: '/add-recipe', label: t('standalone.addRecipe') },
  ];
  return (
    <StandaloneHarness title={t('standalone.title')} links={links}>
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route index element={<OverviewPage />} />
          <Route path="all-recipes" element={<AllRecipesLinkOut />} />
          <Route path="my-recipes" element={<MyRecipesPage />} />
          <Route path="add-recipe" element={<AddRecipePage />} />
          <Route path="saved" element={<SavedRecipesPage />} />
          <Route path="collections" element={<MyCollectionsPage />} />
          <Route path="moderation" element={<ModerationPage />} />
        </Route>
        <Route path="/my-recipes" element={<MyRecipesPage />} />
        <Route path="/add-recipe" element={<AddRecipePage />} />
        <Route path="/all-recipes" element={<AllRecipesLinkOut />} />
      </Routes>
    </StandaloneHarness>
  );
}

/** This remote without the shell: the kit's harness around the routes the shell gives the exposed pages. */
export function StandaloneApp() {
  const [locale] = useState(standaloneLocale);
  return (
    <LocaleContext.Provider value={locale}>
      {/* Nothing while Bangla's messages arrive (the harness's theme is inside). */}
      <Suspense fallback={null}>
        <StandaloneRoutes />
      </Suspense>
    </LocaleContext.Provider>
  );
}
