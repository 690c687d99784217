import { Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LocaleContext } from '@forkful/runtime';
import { StandaloneHarness, useFormat, type StandaloneLink, standaloneLocale } from '@forkful/ui';
import AboutPage from '../exposes/about-page';
import ContactPage from '../exposes/contact-page';
import HomePage from '../exposes/home-page';
import NotFoundPage from '../exposes/not-found-page';
import PrivacyPage from '../exposes/privacy-page';
import SupportPage from '../exposes/support-page';
import TermsPage from '../exposes/terms-page';
import { useT } from '../i18n';

function StandaloneRoutes() {
  const t = useT();
  const { number } = useFormat();
  const links: StandaloneLink[] = [
    { to: '/', label: t('standalone.home') },
    { to: '/about', label: t('standalone.about') },
    { to: '/contact', label: t('standalone.contact') },
    { to: '/support', label: t('standalone.support') },
    { to: '/terms', label: t('standalone.terms') },
    { to: '/privacy', label: t('standalone.privacy') },
    { to: '/404', label: number(404) },
  ];
  return (
    <StandaloneHarness title={t('standalone.title')} links={links}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </StandaloneHarness>
  );
}

/** The standalone dev page of mfe-public: every exposed page under its shell route, without the shell. */
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
