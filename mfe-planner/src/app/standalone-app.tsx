import { Route, Routes } from 'react-router-dom';
import { StandaloneHarness, type StandaloneLink } from '@forkful/ui';
import PlannerPage from '../exposes/planner-page';

const LINKS: StandaloneLink[] = [{ to: '/planner', label: 'Planner' }];

/** The standalone dev page of mfe-planner: every exposed page under its shell route, without the shell. */
export function StandaloneApp() {
  return (
    <StandaloneHarness title="Forkful · mfe-planner (standalone)" links={LINKS}>
      <Routes>
        <Route path="/planner" element={<PlannerPage />} />
        <Route path="*" element={<PlannerPage />} />
      </Routes>
    </StandaloneHarness>
  );
}
