import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { LocaleContext } from '@forkful/runtime';
import type { Locale } from '@forkful/domain';
import { createMessages } from './create-messages';

const en = { greeting: 'Hello', shared: '{count, plural, one {# recipe shared} other {# recipes shared}}' } as const;

function setup(load = async () => ({ default: { greeting: 'নমস্কার', shared: '{count, plural, other {#টি রেসিপি শেয়ার করা হয়েছে}}' } })) {
  const messages = createMessages(en, { bn: load });
  function Greeting({ count }: { count: number }) {
    const t = messages.useT();
    return <p>{`${t('greeting')} / ${t('shared', { count })}`}</p>;
  }
  const view = (locale: Locale, count: number) => (
    <LocaleContext.Provider value={locale}>
      <Suspense fallback={<p>waiting</p>}>
        <Greeting count={count} />
      </Suspense>
    </LocaleContext.Provider>
  );
  return { messages, view };
}

describe('createMessages', () => {
  it('shows English plurals at once', () => {
    const { view } = setup();
    render(view('en', 1));
    expect(screen.getByText('Hello / 1 recipe shared')).toBeInTheDocument();
  });

  it('loads Bangla on demand and writes its numbers in Bangla digits', async () => {
    const { messages, view } = setup();
    await act(async () => {
      render(view('bn', 5));
    });
    await act(() => messages.preload('bn'));
    expect(await screen.findByText('নমস্কার / ৫টি রেসিপি শেয়ার করা হয়েছে')).toBeInTheDocument();
  });

  it('renders at once once preloaded', async () => {
    const { messages, view } = setup();
    await messages.preload('bn');
    render(view('bn', 12));
    expect(screen.getByText('নমস্কার / ১২টি রেসিপি শেয়ার করা হয়েছে')).toBeInTheDocument();
    expect(messages.translate('bn')('greeting')).toBe('নমস্কার');
  });

  it('shows English when a language fails to load', async () => {
    const { view } = setup(() => Promise.reject(new Error('offline')));
    await act(async () => {
      render(view('bn', 2));
    });
    expect(await screen.findByText('Hello / 2 recipes shared')).toBeInTheDocument();
  });
});
