import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import toast from 'react-hot-toast';
import { setDevelopmentSession } from '@forkful/runtime';
import { api as client } from '@forkful/runtime/api';
import { axeViolations } from '../../../testing/axe';
import { bn, preloadBangla } from '../../../testing/bangla';
import { renderRoute } from '../../../testing/render';
import { ReportButton } from '..';

let report: jest.SpyInstance;
beforeAll(preloadBangla);
beforeEach(() => {
  setDevelopmentSession({ uid: 'reader-1' });
  report = jest.spyOn(client.moderation, 'report').mockResolvedValue(undefined);
});
afterEach(() => {
  report.mockRestore();
  act(() => toast.remove());
});

describe('the report dialog in Bangla', () => {
  it('asks why in Bangla, names itself, focuses the first reason, and thanks the reader in Bangla', async () => {
    renderRoute(<ReportButton kind="collection" itemId="c-1" itemLabel="Weeknight dinners" />, { path: '/', url: '/', locale: 'bn' });
    const opener = screen.getByRole('button', { name: 'Weeknight dinners রিপোর্ট করুন' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'এই সংগ্রহ রিপোর্ট করুন' });
    const reasons = within(dialog).getByRole('group', { name: 'কেন রিপোর্ট করছেন?' });
    expect(within(reasons).getAllByRole('radio')[0]).toHaveFocus();
    expect(within(reasons).getByRole('radio', { name: 'স্প্যাম বা বিজ্ঞাপন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'নোট (ঐচ্ছিক)' })).toHaveAccessibleDescription(
      'মডারেটরের জানা দরকার এমন কিছু, সর্বোচ্চ ৫০০ অক্ষর',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'রিপোর্ট পাঠান' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('একটি কারণ বেছে নিন');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(reasons).getByRole('radio', { name: 'অন্য কিছু' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'রিপোর্ট পাঠান' }));
    expect(await screen.findByText(bn('report.sent'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
