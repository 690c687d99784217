import { act, screen } from '@testing-library/react';
import { renderThemed } from '@forkful/ui/src/testing/render-themed';
import { offlineMessages } from '../messages/offline-messages';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => goOffline(false));

  it('shows nothing while online', () => {
    renderThemed(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the page shows saved copies while offline, and goes when the network is back', async () => {
    renderThemed(<OfflineBanner />);
    goOffline(true);
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline; showing saved copies');
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it in Bangla on a Bangla page', async () => {
    await offlineMessages.preload('bn');
    goOffline(true);
    renderThemed(<OfflineBanner />, { locale: 'bn' });
    expect(await screen.findByRole('status')).toHaveTextContent('আপনি অফলাইনে আছেন; সংরক্ষিত কপি দেখানো হচ্ছে');
  });
});
