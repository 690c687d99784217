import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { LocaleContext } from '@forkful/runtime';
import { bengaliFontReady } from './bengali-font';
import { followRememberedLanguage, languageStore } from './language-store';

/**
 * Provides the chosen language (languageStore) to the page, the shell's and every remote's (`useLocale`). A new
 * choice is shown in a transition: the messages of every app suspend while their language loads, and React keeps the
 * page as it was (no flash of fallbacks) until all are in. Read into React state, not with useSyncExternalStore,
 * whose updates are never transitions.
 */
export function CurrentLanguage({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState(() => languageStore.getState().locale);
  useEffect(() => {
    // Bangla shows once its font is in (or a few seconds passed): never in boxes or a late re-flow.
    const show = () => {
      const fontReady = languageStore.getState().locale === 'bn' ? bengaliFontReady() : Promise.resolve();
      void fontReady.then(() => startTransition(() => setLocale(languageStore.getState().locale)));
    };
    show();
    const stop = languageStore.subscribe(show);
    // Hydrated in the server's language: the one this browser remembers, when it differs, now.
    followRememberedLanguage();
    return stop;
  }, []);
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}
