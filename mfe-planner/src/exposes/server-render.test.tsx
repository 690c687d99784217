/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { setDevelopmentSession } from '@forkful/runtime';
import { RemoteProviders } from '@forkful/ui';
import { expectModeIndependentCss } from '@forkful/ui/src/testing/render-on-server';
import { AddToPlanAction } from '../features/add-to-plan/components/add-to-plan-action';
import { MealPlanPage } from '../features/meal-plan/components/meal-plan-page';
import { ShoppingListPage } from '../features/shopping-list/components/shopping-list-page';
import { TEST_USER } from '../testing/render';

// The shell's server renders each page of a deploy once (its render check): the modules must render without a DOM,
// and the same HTML and CSS in both themes (the colours are CSS variables).
describe('on the server', () => {
  beforeAll(() => setDevelopmentSession(TEST_USER));
  const inProviders = (ui: ReactElement) => <RemoteProviders client={new QueryClient()}>{ui}</RemoteProviders>;

  it('renders the meal plan, its week and meals, the same in both themes', () => {
    const css = expectModeIndependentCss(inProviders(<MealPlanPage />));
    expect(css).toContain('var(--ff-color-surface-alt)');
  });

  it('renders the shopping list and the Add to plan action, the same in both themes', () => {
    expectModeIndependentCss(inProviders(<ShoppingListPage />));
    expectModeIndependentCss(inProviders(<AddToPlanAction recipe={{ _id: 'r1', title: 'Carbonara' }} />));
  });
});
