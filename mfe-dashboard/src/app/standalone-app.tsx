import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneHarness } from '@forkful/ui';
import AddRecipePage from '../exposes/add-recipe-page';
import DashboardLayout from '../exposes/dashboard-layout';
import ModerationPage from '../exposes/moderation-page';
import MyCollectionsPage from '../exposes/my-collections-page';
import MyRecipesPage from '../exposes/my-recipes-page';
import OverviewPage from '../exposes/overview-page';
import SavedRecipesPage from '../exposes/saved-recipes-page';
import { AllRecipesLinkOut } from './all-recipes-link-out';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/my-recipes', label: 'My Recipes' },
  { to: '/add-recipe', label: 'Add Recipe' },
];

/** This remote without the shell: the kit's harness around the routes the shell gives the exposed pages. */
export function StandaloneApp() {
  return (
    <StandaloneHarness title="Forkful · mfe-dashboard (standalone)" links={LINKS}>
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
