import { Route, Routes } from 'react-router-dom';
import { StandaloneHarness, type StandaloneLink } from '@forkful/ui';
import AboutPage from '../exposes/about-page';
import ContactPage from '../exposes/contact-page';
import HomePage from '../exposes/home-page';
import NotFoundPage from '../exposes/not-found-page';
import PrivacyPage from '../exposes/privacy-page';
import SupportPage from '../exposes/support-page';
import TermsPage from '../exposes/terms-page';

const LINKS: StandaloneLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/support', label: 'Support' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/404', label: '404' },
];

/** The standalone dev page of mfe-public: every exposed page under its shell route, without the shell. */
export function StandaloneApp() {
  return (
    <StandaloneHarness title="Forkful · mfe-public (standalone)" links={LINKS}>
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
