import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { preloadMessages } from '../../../testing/messages';
import { renderInHost } from '../../../testing/render';
import { DashboardLayout } from './dashboard-layout';

describe('the dashboard navigation in Bangla', () => {
  it("names itself and each link in Bangla, as this remote's route module gives them", async () => {
    await preloadMessages('bn');
    renderInHost(
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route index element={<p>child</p>} />
        </Route>
      </Routes>,
      { path: '/dashboard', locale: 'bn' },
    );
    const nav = screen.getByRole('navigation', { name: 'ড্যাশবোর্ড' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['সারসংক্ষেপ', '/dashboard'],
      ['সব রেসিপি', '/dashboard/all-recipes'],
      ['আমার রেসিপি', '/dashboard/my-recipes'],
      ['রেসিপি যোগ করুন', '/dashboard/add-recipe'],
      ['সংরক্ষিত রেসিপি', '/dashboard/saved'],
      ['আমার সংগ্রহ', '/dashboard/collections'],
      ['হোম', '/'],
    ]);
  });
});
