import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneHarness, type StandaloneLink } from '@forkful/ui';
import AddToPlanAction from '../exposes/add-to-plan-action';
import MealPlanPage from '../exposes/meal-plan-page';
import ShoppingListPage from '../exposes/shopping-list-page';
import { useT } from '../i18n';

/** A recipe as a recipe page's `recipe-actions` slot would pass it; `?recipe=<id>` plans a real one of the local API. */
function RecipeActionDemo() {
  const t = useT();
  const id = new URLSearchParams(window.location.search).get('recipe') ?? 'demo-recipe';
  return <AddToPlanAction recipe={{ _id: id, title: t('standalone.demoRecipe'), servings: 4 }} />;
}

/** The standalone dev page of mfe-planner: its pages under their shell routes, and its extension, without the shell. */
export function StandaloneApp() {
  const t = useT();
  const links: StandaloneLink[] = [
    { to: '/plan', label: t('standalone.plan') },
    { to: '/shopping-list', label: t('standalone.list') },
    { to: '/recipe-action', label: t('standalone.action') },
  ];
  return (
    <StandaloneHarness title={t('standalone.title')} links={links}>
      <Routes>
        <Route path="/plan" element={<MealPlanPage />} />
        <Route path="/shopping-list" element={<ShoppingListPage />} />
        <Route path="/recipe-action" element={<RecipeActionDemo />} />
        <Route path="*" element={<Navigate to="/plan" replace />} />
      </Routes>
    </StandaloneHarness>
  );
}
